import { useId, useState, type ReactNode } from "react";
import { MEDIA } from "~/styles/breakpoints";
import { Icon } from "~/ui/icon/icon";
import { useMediaQuery } from "~/ui/shared/use-media-query";

/** A column holding a telephone or e-mail link: what a visitor on a phone looks for first, so never folded. */
export const holdsContactLinks = (urls: readonly string[]) => urls.some((url) => /^(tel|mailto):/i.test(url));

export interface FooterColumnProps {
  readonly header: string;
  /** The column's links, for telling a contact column from a column of pages. */
  readonly urls: readonly string[];
  /** The list items. */
  readonly children: ReactNode;
}

/**
 * One group of footer links under its heading. On a phone, once the page runs, a group of page links folds
 * under its heading, a disclosure button (WAI-ARIA disclosure pattern), so the footer's four groups are four
 * lines rather than a screen and a half of links. A contact group stays open, and without script, or on a
 * wider screen, every group is open.
 */
export function FooterColumn({ header, urls, children }: FooterColumnProps) {
  const headingId = useId();
  const listId = useId();
  const phone = useMediaQuery(MEDIA.phone);
  const [open, setOpen] = useState(false);
  const folds = phone && !holdsContactLinks(urls);
  return (
    <section className="site-footer__column" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {folds ? (
          <button
            type="button"
            className="site-footer__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((was) => !was)}
          >
            {header}
            <Icon name={open ? "minus" : "plus"} />
          </button>
        ) : (
          header
        )}
      </h2>
      <ul id={listId} className="site-footer__list" hidden={folds && !open}>
        {children}
      </ul>
    </section>
  );
}
