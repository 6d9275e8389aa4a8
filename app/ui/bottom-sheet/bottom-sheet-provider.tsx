import { useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import {
  BottomSheetContext,
  type BottomSheetController,
  type BottomSheetOptions,
  type CreateWith,
} from "./bottom-sheet-context";
import { BottomSheet } from "./bottom-sheet";

interface OpenSheet {
  readonly id: number;
  // The data type is the caller's; the provider only hands it back to what the caller gave.
  readonly createWith: CreateWith<unknown>;
  readonly options: BottomSheetOptions;
}

function renderContent(createWith: CreateWith<unknown>, close: () => void): ReactNode {
  if ("element" in createWith) return createWith.element;
  if ("template" in createWith) return createWith.template(createWith.data, close);
  const Component = createWith.component;
  return <Component data={createWith.data} close={close} />;
}

function OwnBottomSheetProvider({ children }: { readonly children: ReactNode }) {
  const [sheet, setSheet] = useState<OpenSheet | null>(null);
  const nextId = useRef(0);

  const close = useCallback(() => setSheet(null), []);
  const open = useCallback(<Data,>(createWith: CreateWith<Data>, options: BottomSheetOptions) => {
    nextId.current += 1;
    setSheet({ id: nextId.current, createWith: createWith as CreateWith<unknown>, options });
  }, []);

  const controller = useMemo<BottomSheetController>(
    () => ({ open, close, isOpen: sheet !== null }),
    [open, close, sheet],
  );

  return (
    <BottomSheetContext value={controller}>
      {children}
      {sheet && (
        // A new key for each sheet: opening another destroys the old one rather than reusing it.
        <BottomSheet key={sheet.id} label={sheet.options.label} onDismiss={close} onClose={sheet.options.onClose}>
          {renderContent(sheet.createWith, close)}
        </BottomSheet>
      )}
    </BottomSheetContext>
  );
}

/**
 * Gives the page one bottom sheet at a time (§4.8). Mount it once near the root; a provider inside another
 * uses the outer one, so mounting it again in a page is harmless.
 */
export function BottomSheetProvider({ children }: { readonly children: ReactNode }) {
  const outer = useContext(BottomSheetContext);
  if (outer) return children;
  return <OwnBottomSheetProvider>{children}</OwnBottomSheetProvider>;
}
