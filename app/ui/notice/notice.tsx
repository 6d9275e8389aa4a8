import { useId } from "react";
import { ButtonLink } from "~/ui/button/button-link";
import { Icon, type IconName } from "~/ui/icon/icon";
import type { SanitizedHtml } from "~/lib/sanitize/sanitized-html";
import { SafeHtml } from "~/ui/safe-html/safe-html";
import { classNames } from "~/ui/shared/class-names";
import "./notice.css";

/** §3: a notice's action link. */
export interface NoticeAction {
  readonly title: string;
  readonly href: string;
}

export interface NoticeImage {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** Plain text, or markup sanitized where it entered the site when `messageIsMarkup` is set. */
type NoticeMessage =
  | { readonly message: string; readonly messageIsMarkup?: false }
  | { readonly message: SanitizedHtml; readonly messageIsMarkup: true };

export type NoticeProps = NoticeMessage & {
  readonly title: string;
  readonly icon?: IconName;
  readonly actions?: readonly NoticeAction[];
  readonly image?: NoticeImage;
  readonly className?: string;
};

const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** A highlighted note (§3): icon, title, a message in text or sanitized markup, links, and an image. */
export function Notice(props: NoticeProps) {
  const { title, icon, actions = [], image, className } = props;
  const titleId = useId();
  return (
    <div
      className={classNames("notice", className)}
      role="note"
      aria-labelledby={titleId}
      data-has-image={image ? true : undefined}
    >
      {icon && <Icon name={icon} size={28} className="notice__icon" />}
      <div className="notice__body">
        <p id={titleId} className="notice__title">
          {title}
        </p>
        {props.messageIsMarkup ? (
          <SafeHtml markup={props.message} className="notice__message" />
        ) : (
          <p className="notice__message">{props.message}</p>
        )}
        {actions.length > 0 && (
          <div className="notice__actions">
            {actions.map((action) =>
              isSitePath(action.href) ? (
                <ButtonLink key={action.href} to={action.href} theme="info" outlined>
                  {action.title}
                </ButtonLink>
              ) : (
                <ButtonLink key={action.href} href={action.href} theme="info" outlined>
                  {action.title}
                </ButtonLink>
              ),
            )}
          </div>
        )}
      </div>
      {image && (
        <img
          className="notice__image"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
        />
      )}
    </div>
  );
}
