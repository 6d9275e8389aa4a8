import { useEffect, useEffectEvent, useId, type ReactNode } from "react";
import { useModalDialog } from "~/ui/dialog/use-modal-dialog";
import { Icon } from "~/ui/icon/icon";
import { classNames } from "~/ui/shared/class-names";
import { modalRegistry } from "./modal-registry";
import "~/ui/dialog/dialog.css";
import "./modal.css";

export interface ModalProps {
  /** Tracks the modal in the registry while it is open (§4.7). */
  readonly name: string;
  readonly open: boolean;
  /** The visitor asked to close it (close button, Escape, backdrop); the parent sets `open`. */
  readonly onOpenChange: (open: boolean) => void;
  /** Emitted with the modal's name once it has closed, for whatever reason (§4.7 close event). */
  readonly onClose?: (name: string) => void;
  readonly title: string;
  readonly children: ReactNode;
  /** Lock the page's scroll 600 ms after opening, until it closes (§4.7). */
  readonly lockScroll?: boolean;
  readonly closeLabel?: string;
  readonly className?: string;
}

/** A modal dialog (§4.7) with a title, a close button, and the 0.6 s opening animation of §9. */
export function Modal({
  name,
  open,
  onOpenChange,
  onClose,
  title,
  children,
  lockScroll,
  closeLabel = "Close",
  className,
}: ModalProps) {
  const titleId = useId();
  const { dialogProps, backdropProps } = useModalDialog({
    name,
    open,
    lockScroll,
    onDismiss: () => onOpenChange(false),
  });
  const emitClose = useEffectEvent(() => onClose?.(name));

  useEffect(() => {
    if (!open) return;
    modalRegistry.register(name);
    return () => {
      modalRegistry.remove(name);
      emitClose();
    };
  }, [open, name]);

  return (
    <dialog
      className={classNames("dialog modal", className)}
      aria-labelledby={titleId}
      data-state={open ? "open" : "closed"}
      {...dialogProps}
    >
      {open && (
        <>
          <div className="dialog__backdrop modal__backdrop" {...backdropProps} />
          <div className="modal__panel">
            <div className="modal__header">
              <h2 id={titleId} className="modal__title">
                {title}
              </h2>
              <button type="button" className="dialog__close modal__close" onClick={() => onOpenChange(false)}>
                <Icon name="close" />
                <span className="visually-hidden">{closeLabel}</span>
              </button>
            </div>
            <div className="dialog__body modal__body">{children}</div>
          </div>
        </>
      )}
    </dialog>
  );
}
