import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from "react";
import { classNames } from "~/ui/shared/class-names";
import { HINT_HIDE_TRANSITION_MS, hintTimer, initialHintState, nextHint, type HintType } from "./hint.machine";
import "./hint.css";

export interface HintProps {
  readonly text: string;
  /** Where the hint sits around its anchor (default bottom-center). */
  readonly type?: HintType;
  readonly shadow?: boolean;
  /** A disabled hint never shows. */
  readonly disabled?: boolean;
  /** Elements drawn attention to while the hint shows; hovering one dismisses it too. */
  readonly highlight?: readonly RefObject<HTMLElement | null>[];
  /** §4.9 hintDismissed: the hint has gone. */
  readonly onDismiss?: () => void;
  /** What the hint points at; give the returned id to it as aria-describedby. */
  readonly children: (describedBy: string | undefined) => ReactNode;
  readonly className?: string;
}

/**
 * A one-off hint beside a control (§4.9). Any key press, any click, or the pointer over the hint or a
 * highlighted element dismisses it; it goes after the 400 ms close delay and a 310 ms fade.
 */
export function Hint({
  text,
  type = "bottom-center",
  shadow,
  disabled = false,
  highlight = [],
  onDismiss,
  children,
  className,
}: HintProps) {
  const id = useId();
  const [state, setState] = useState(() => initialHintState(disabled));
  const hint = useRef<HTMLSpanElement | null>(null);
  const emitDismissed = useEffectEvent(() => onDismiss?.());
  const dismiss = useEffectEvent(() => setState((current) => nextHint(current, "dismiss")));

  useEffect(() => {
    const timer = hintTimer(state);
    if (state === "closed" && !disabled) emitDismissed();
    if (!timer) return;
    const handle = setTimeout(() => setState((current) => nextHint(current, timer.event)), timer.afterMs);
    return () => clearTimeout(handle);
  }, [state, disabled]);

  useEffect(() => {
    if (state !== "open") return;
    const targets = [hint.current, ...highlight.map((ref) => ref.current)].filter(
      (element): element is HTMLElement => element !== null,
    );
    const highlighted = targets.slice(1);
    const onAnything = () => dismiss();
    for (const element of highlighted) element.setAttribute("data-hint-highlighted", "");
    // Listening starts after the event that showed the hint (a click, say) has finished, so that event
    // cannot dismiss it straight away.
    const listen = setTimeout(() => {
      document.addEventListener("keydown", onAnything);
      document.addEventListener("click", onAnything);
      for (const element of targets) element.addEventListener("mouseenter", onAnything);
    }, 0);
    return () => {
      clearTimeout(listen);
      for (const element of highlighted) element.removeAttribute("data-hint-highlighted");
      document.removeEventListener("keydown", onAnything);
      document.removeEventListener("click", onAnything);
      for (const element of targets) element.removeEventListener("mouseenter", onAnything);
    };
  }, [state, highlight]);

  const visible = state === "open" || state === "closing" || state === "hiding";
  return (
    <span className={classNames("hint", className)}>
      {children(visible ? id : undefined)}
      {visible && (
        <span
          ref={hint}
          id={id}
          role="tooltip"
          className="hint__bubble"
          data-type={type}
          data-state={state}
          data-shadow={shadow || undefined}
          style={{ "--hint-hide": `${HINT_HIDE_TRANSITION_MS}ms` } as CSSProperties}
        >
          {text}
        </span>
      )}
    </span>
  );
}
