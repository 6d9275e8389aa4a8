import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";
import { Ripples } from "~/ui/ripple/ripples";
import { RIPPLE_TIMINGS } from "~/ui/ripple/ripple.machine";
import { useRipple } from "~/ui/ripple/use-ripple";
import { buttonClassName, type ButtonLook } from "./button-style";
import "./button.css";

export interface ButtonProps
  extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children"> {
  readonly children: ReactNode;
  /** Shows a spinner; the button keeps its place in the tab order but ignores presses. */
  readonly loading?: boolean;
  /** Text read out while loading, after the label. */
  readonly loadingLabel?: string;
  readonly className?: string;
}

/** A button (§4.7): themes action, info and none; outlined, block and chubby looks; loading and disabled. */
export function Button({
  theme,
  outlined,
  block,
  chubby,
  hover,
  loading = false,
  loadingLabel = "Loading",
  disabled = false,
  className,
  children,
  type = "button",
  onClick,
  ...rest
}: ButtonProps) {
  const look = buttonClassName({ theme, outlined, block, chubby }, className);
  const ripple = useRipple(!disabled && !loading);
  const state = disabled ? "disabled" : loading ? "loading" : "idle";

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      {...ripple.handlers}
      type={type}
      className={look}
      data-state={state}
      data-hover={hover ? "true" : undefined}
      disabled={disabled}
      aria-disabled={loading ? true : undefined}
      onClick={handleClick}
    >
      {loading && <span className="button__spinner" aria-hidden="true" />}
      <span className="button__label">{children}</span>
      {loading && <span className="visually-hidden">, {loadingLabel}</span>}
      <Ripples ripples={ripple.ripples} timings={RIPPLE_TIMINGS.button} advance={ripple.advance} />
    </button>
  );
}
