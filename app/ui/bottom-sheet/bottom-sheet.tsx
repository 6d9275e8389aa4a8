import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
} from "react";
import { useModalDialog } from "~/ui/dialog/use-modal-dialog";
import { Icon } from "~/ui/icon/icon";
import { BACKDROP_FADE_MS, BOTTOM_SHEET_MAX_WIDTH, dismissesSheet, sheetOffset } from "./bottom-sheet.machine";
import "~/ui/dialog/dialog.css";
import "./bottom-sheet.css";

export interface BottomSheetProps {
  readonly label: string;
  readonly children: ReactNode;
  /** The visitor asked to close it: close button, Escape, backdrop, or a long enough downward drag. */
  readonly onDismiss: () => void;
  /** Called when this sheet goes away, whatever the reason. */
  readonly onClose?: () => void;
  readonly closeLabel?: string;
}

interface Drag {
  readonly pointerId: number;
  readonly startY: number;
  readonly height: number;
}

/** A sheet that rises from the bottom of the screen (§4.8): a modal dialog that a downward drag dismisses. */
export function BottomSheet({ label, children, onDismiss, onClose, closeLabel = "Close" }: BottomSheetProps) {
  const headingId = useId();
  const { dialogProps, backdropProps } = useModalDialog({ name: label, open: true, onDismiss });
  const [offset, setOffset] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const emitClose = useEffectEvent(() => onClose?.());
  useEffect(() => () => emitClose(), []);

  const handleProps = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0) return;
      const sheet = event.currentTarget.closest<HTMLElement>(".bottom-sheet__panel");
      drag.current = {
        pointerId: event.pointerId,
        startY: event.clientY,
        height: sheet?.getBoundingClientRect().height ?? 0,
      };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setOffset(0);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (drag.current?.pointerId !== event.pointerId) return;
      setOffset(sheetOffset(event.clientY - drag.current.startY));
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      const current = drag.current;
      if (current?.pointerId !== event.pointerId) return;
      drag.current = null;
      setOffset(null);
      if (dismissesSheet(event.clientY - current.startY, current.height)) onDismiss();
    },
    onPointerCancel: () => {
      drag.current = null;
      setOffset(null);
    },
  };

  const style = {
    "--sheet-max-width": `${BOTTOM_SHEET_MAX_WIDTH}px`,
    "--sheet-fade": `${BACKDROP_FADE_MS}ms`,
    "--sheet-offset": `${offset ?? 0}px`,
  } as CSSProperties;

  return (
    <dialog
      className="dialog bottom-sheet"
      aria-labelledby={headingId}
      style={style}
      data-dragging={offset !== null || undefined}
      {...dialogProps}
    >
      <div className="dialog__backdrop bottom-sheet__backdrop" {...backdropProps} />
      <div className="bottom-sheet__panel">
        <div className="bottom-sheet__handle" {...handleProps}>
          <span className="bottom-sheet__grip" aria-hidden="true" />
        </div>
        <div className="bottom-sheet__header">
          <h2 id={headingId} className="bottom-sheet__title">
            {label}
          </h2>
          <button type="button" className="dialog__close bottom-sheet__close" onClick={onDismiss}>
            <Icon name="close" />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </div>
        <div className="dialog__body bottom-sheet__body">{children}</div>
      </div>
    </dialog>
  );
}
