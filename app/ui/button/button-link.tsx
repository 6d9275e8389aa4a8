import type { ReactNode } from "react";
import { Link } from "react-router";
import { Ripples } from "~/ui/ripple/ripples";
import { RIPPLE_TIMINGS } from "~/ui/ripple/ripple.machine";
import { useRipple } from "~/ui/ripple/use-ripple";
import { buttonClassName, type ButtonLook } from "./button-style";
import "./button.css";

interface ButtonLinkBase extends ButtonLook {
  readonly children: ReactNode;
  readonly className?: string;
}

interface InternalButtonLink extends ButtonLinkBase {
  /** A path on this site: navigates with the router. */
  readonly to: string;
  readonly href?: never;
  readonly newWindow?: never;
}

interface ExternalButtonLink extends ButtonLinkBase {
  /** An address elsewhere (or a mailto:/tel: link): a plain link. */
  readonly href: string;
  readonly to?: never;
  /** Opens in a new window, says so to screen readers, and keeps the new page away from this one. */
  readonly newWindow?: boolean;
  /** Words added for screen readers when it opens a new window. */
  readonly newWindowLabel?: string;
}

export type ButtonLinkProps = InternalButtonLink | ExternalButtonLink;

/** A link that looks like a button: calls to action navigate, so they are links, not buttons. */
export function ButtonLink(props: ButtonLinkProps) {
  const { theme, outlined, block, chubby, hover, className, children } = props;
  const look = buttonClassName({ theme, outlined, block, chubby }, className);
  const ripple = useRipple();
  const content = (
    <>
      <span className="button__label">{children}</span>
      <Ripples ripples={ripple.ripples} timings={RIPPLE_TIMINGS.button} advance={ripple.advance} />
    </>
  );
  const shared = { ...ripple.handlers, className: look, "data-hover": hover ? "true" : undefined };

  if (props.to !== undefined) {
    return (
      <Link {...shared} to={props.to}>
        {content}
      </Link>
    );
  }
  if (props.newWindow) {
    return (
      <a {...shared} href={props.href} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="visually-hidden"> ({props.newWindowLabel ?? "opens in a new window"})</span>
      </a>
    );
  }
  return (
    <a {...shared} href={props.href}>
      {content}
    </a>
  );
}
