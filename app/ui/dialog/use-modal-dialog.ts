import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type SyntheticEvent } from "react";
import { tabbableElements, wrapTarget } from "./focusable";
import { lockPageScroll, SCROLL_LOCK_DELAY_MS } from "./scroll-lock";

export interface ModalDialogOptions {
  /** Names the dialog in developer errors. */
  readonly name: string;
  readonly open: boolean;
  /** The visitor asked to close it: Escape, or a click on the backdrop. */
  readonly onDismiss: () => void;
  /** Lock the page's scroll 600 ms after opening (§4.7), until it closes. */
  readonly lockScroll?: boolean;
}

const supportsShowModal = (dialog: HTMLDialogElement) => typeof dialog.showModal === "function";

/**
 * The WAI-ARIA dialog pattern on a native <dialog>: showModal() makes the page behind it inert and puts
 * it in the top layer; focus moves in on open, stays in (Tab wraps), Escape and the backdrop dismiss it,
 * and focus returns to where it was on close. Where showModal() is missing (older browsers, jsdom) the
 * same behaviour comes from the `open` attribute and the handlers here.
 */
export function useModalDialog({ name, open, onDismiss, lockScroll = false }: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const backdropRef = useRef<HTMLDivElement | null>(null);
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const backdrop = backdropRef.current;
    if (!backdrop) {
      throw new Error(`Modal "${name}" has no backdrop: render an element with the backdrop props inside the dialog.`);
    }
    const returnTo = dialog.ownerDocument.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (supportsShowModal(dialog)) dialog.showModal();
      else {
        dialog.setAttribute("open", "");
        (dialog.querySelector<HTMLElement>("[autofocus]") ?? tabbableElements(dialog)[0] ?? dialog).focus();
      }
    }
    const onBackdropClick = () => dismiss();
    backdrop.addEventListener("click", onBackdropClick);
    return () => {
      backdrop.removeEventListener("click", onBackdropClick);
      if (dialog.open && supportsShowModal(dialog)) dialog.close();
      else dialog.removeAttribute("open");
      const active = dialog.ownerDocument.activeElement;
      if (returnTo?.isConnected && (!active || active === dialog.ownerDocument.body || dialog.contains(active)))
        returnTo.focus();
    };
  }, [open, name]);

  useEffect(() => {
    if (!open || !lockScroll) return;
    let release: (() => void) | undefined;
    const timer = setTimeout(() => {
      release = lockPageScroll(document);
    }, SCROLL_LOCK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      release?.();
    };
  }, [open, lockScroll]);

  return {
    dialogProps: {
      ref: dialogRef,
      // Escape on a native modal dialog arrives as "cancel"; the parent decides whether it closes.
      onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
        event.preventDefault();
        onDismiss();
      },
      onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
        const dialog = event.currentTarget;
        if (event.key === "Escape" && !supportsShowModal(dialog)) {
          event.preventDefault();
          onDismiss();
          return;
        }
        if (event.key !== "Tab") return;
        const target = wrapTarget(tabbableElements(dialog), dialog.ownerDocument.activeElement, event.shiftKey);
        if (target) {
          event.preventDefault();
          target.focus();
        }
      },
    },
    backdropProps: { ref: backdropRef, "aria-hidden": true as const },
  };
}
