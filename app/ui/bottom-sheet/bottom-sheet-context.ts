import { createContext, useContext, type ComponentType, type ReactElement, type ReactNode } from "react";

/** §3: what a bottom sheet is created with: an element, a template, or a component, plus optional data. */
export type CreateWith<Data> =
  | { readonly element: ReactElement }
  | { readonly template: (data: Data | undefined, close: () => void) => ReactNode; readonly data?: Data }
  | {
      readonly component: ComponentType<{ readonly data: Data | undefined; readonly close: () => void }>;
      readonly data?: Data;
    };

export interface BottomSheetOptions {
  /** Names the sheet for assistive technology. */
  readonly label: string;
  /** Called once the sheet has closed, for whatever reason (including being replaced). */
  readonly onClose?: () => void;
}

export interface BottomSheetController {
  /** Opens a sheet; one already open is destroyed first (§4.8). */
  readonly open: <Data>(createWith: CreateWith<Data>, options: BottomSheetOptions) => void;
  readonly close: () => void;
  readonly isOpen: boolean;
}

export const BottomSheetContext = createContext<BottomSheetController | null>(null);

/** The page's bottom sheet controller; BottomSheetProvider must be mounted above. */
export function useBottomSheet(): BottomSheetController {
  const controller = useContext(BottomSheetContext);
  if (!controller) throw new Error("useBottomSheet needs a BottomSheetProvider above it.");
  return controller;
}
