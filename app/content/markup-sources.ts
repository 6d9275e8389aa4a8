import { umoyaFooter } from "./navigation/umoya-footer";

/**
 * Markup that ships in the repository and is shown as HTML: the seed footer's extra message (drawn when the
 * page has no published footer to hand) and the component catalogue's samples (/testing), which keep an
 * attack or two to show they never reach the page. They are sanitized before they ship, not as pages
 * render: markup.generated.ts holds each one as the sanitizer (app/lib/sanitize) gives it, and its test
 * (markup.test.ts) fails when the two drift apart.
 */
export const MARKUP_SOURCES = {
  footerExtraMessage: umoyaFooter.extraMessage ?? "",
  catalogueCard:
    '<p>Apply <strong>today</strong> at <a href="https://example.co.za" target="_blank">our partner</a>.</p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">a trap</a>',
  catalogueNotice:
    '<p>We will <strong>never</strong> ask you to pay into a new bank account by email. <a href="tel:0860866692">Call us</a> if in doubt.</p><script>alert("not run")</script>',
  catalogueNotification:
    'Read our <strong>new terms</strong> <a href="/business">for businesses</a><img src=x onerror="alert(1)">.',
} as const;

export type MarkupName = keyof typeof MARKUP_SOURCES;
