import type { Ref } from "react";
import { nameInSentence } from "~/content/name-in-sentence";
import { brand } from "~/content/brand";
import { KeepWhole } from "~/ui/keep-whole/keep-whole";
import type { CallMeBackSent } from "./call-me-back-answer";
import { TIME_RANGE } from "./time-range";

/**
 * What takes the call-me-back form's place once the request is stored: when to expect the call, and the
 * reference to quote when calling us. It is focusable (the form moves focus to it) and sits in the form's
 * status region, so a screen reader reads it out; the server renders the same words for a form posted
 * without JavaScript.
 */
export function CallMeBackConfirmation({
  sent,
  productTitle,
  ref,
}: {
  readonly sent: CallMeBackSent;
  readonly productTitle: string;
  readonly ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className="call-me-back__confirmation" tabIndex={-1} data-reference={sent.reference}>
      <p className="call-me-back__confirmation-title">Your request is sent. Thank you.</p>
      <p>
        A consultant will call you about <strong>{nameInSentence(productTitle)}</strong>{" "}
        <KeepWhole text={sent.expectedCall} pattern={/(between \d{2}:\d{2} and \d{2}:\d{2}|before \d{2}:\d{2})/} />.
      </p>
      <p>
        Your reference number is <strong className="call-me-back__reference">{sent.reference}</strong>. Please quote it
        if you call us on <a href={brand.contact.phoneHref}>{brand.contact.phone}</a> (lines open{" "}
        <KeepWhole text={brand.contact.hours} pattern={TIME_RANGE} />
        ).
      </p>
    </div>
  );
}
