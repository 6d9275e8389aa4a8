import { useEffect, useEffectEvent, useRef, type CSSProperties, type ReactNode } from "react";
import type { FieldFeedback } from "./field-feedback";
import "./field-frame.css";

/** §4.6: an error floats just below the field (no layout shift) or sits inline, pushing what follows down. */
export type ErrorPlacement = "floating" | "inline";

/** §9: a form error appears over 0.2 s. */
export const ERROR_APPEAR_MS = 200;

/** The browser's default text size, which the §9 control heights in pixels are given for. */
const ROOT_FONT_SIZE_PX = 16;

export interface FieldFrameProps {
  readonly label: string;
  readonly labelId: string;
  /** The id of the control when it is a labelable element (an input); a combobox is named by aria-labelledby instead. */
  readonly labelFor?: string;
  readonly labelFloating: boolean;
  readonly feedback: FieldFeedback;
  /** The message to show; only passed while the field is invalid. */
  readonly error?: string;
  readonly errorId: string;
  readonly errorPlacement: ErrorPlacement;
  /** The control's least height in pixels at the default text size (§9: inputs 45, select 40). */
  readonly height: number;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  /** Keep the underline of a read-only field, which otherwise drops it to read as plain text. */
  readonly forceUnderline?: boolean;
  readonly className?: string;
  /** Beside the control inside the box: a prefix, stepper buttons, the SHOW/HIDE toggle. */
  /**
   * What the field takes, stated before anyone gets it wrong ("From R 10 000 to R 10 000 000"): shown
   * under the box, with `hintId` for the control's aria-describedby.
   */
  readonly hint?: ReactNode;
  readonly hintId?: string;
  readonly before?: ReactNode;
  readonly after?: ReactNode;
  /** Focus entered or left the field as a whole (moving between its own parts is neither). */
  readonly onFocusWithin?: () => void;
  readonly onBlurWithin?: () => void;
  readonly children: ReactNode;
}

/**
 * The frame every form control shares: floating label, underline that shows the field's state, and the
 * error below, linked to the control by aria-describedby (the control sets it) and announced through a
 * polite live region that is always in the page, so a message appearing in it is read out.
 */
export function FieldFrame(props: FieldFrameProps) {
  const {
    label,
    labelId,
    labelFor,
    labelFloating,
    feedback,
    error,
    errorId,
    errorPlacement,
    height,
    disabled,
    readOnly,
    forceUnderline,
  } = props;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const focusEntered = useEffectEvent(() => props.onFocusWithin?.());
  const focusLeft = useEffectEvent(() => props.onBlurWithin?.());

  // focusin/focusout bubble from the control and the buttons beside it; a move between two parts of the
  // field (input → SHOW) has the other part as relatedTarget and is neither entering nor leaving.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const crossesEdge = (event: FocusEvent) => !root.contains(event.relatedTarget as Node | null);
    const onFocusIn = (event: FocusEvent) => {
      if (crossesEdge(event)) focusEntered();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (crossesEdge(event)) focusLeft();
    };
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  // In rem, so the box grows with the visitor's text size: 45px is 2.8125rem on the 16px default.
  const heightStyle = { "--field-height": `${height / ROOT_FONT_SIZE_PX}rem` } as CSSProperties;
  return (
    <div
      ref={rootRef}
      className={["field", props.className].filter(Boolean).join(" ")}
      data-state={feedback}
      data-label={labelFloating ? "floating" : "resting"}
      data-error-placement={errorPlacement}
      data-disabled={disabled ? "" : undefined}
      data-readonly={readOnly ? "" : undefined}
      data-underline={readOnly && !forceUnderline ? "hidden" : "shown"}
      style={heightStyle}
    >
      <div className="field__box">
        {props.before}
        <div className="field__control">
          <label className="field__label" id={labelId} htmlFor={labelFor}>
            {label}
          </label>
          {props.children}
        </div>
        {props.after}
        <span className="field__underline" aria-hidden="true" />
      </div>
      {props.hint ? (
        <p className="field__hint" id={props.hintId}>
          {props.hint}
        </p>
      ) : null}
      <div className="field__error" id={errorId} aria-live="polite">
        {error ? (
          <span className="field__error-text" style={{ animationDuration: `${ERROR_APPEAR_MS}ms` }}>
            {error}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The ids a control links to: its error (only while one shows) and any hint of its own. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
}
