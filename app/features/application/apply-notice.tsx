import { useEffect, useRef, type ReactNode } from "react";
import { formatDate } from "~/lib/format/date";
import type { ApplyActionAnswer } from "./apply-answers";

/**
 * What an /apply page says above its form after a post that did not move on: the security token was out of
 * date (nothing was saved), too many posts, or the answers were saved for later (with the link to come
 * back, e-mailed or to copy). In a polite live region, so it is read out when it appears in place.
 */
export function ApplyNotice({ answer }: { readonly answer: ApplyActionAnswer | undefined }) {
  return <div aria-live="polite">{answer?.notice ? <NoticeText answer={answer} /> : null}</div>;
}

/**
 * The "your answers are saved" panel, focused when it appears: the button that asked for it sits at the end
 * of a long form, so without the focus (which scrolls to it) the panel would be out of sight above.
 */
function SavedPanel({ children }: { readonly children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="apply-panel" role="status" tabIndex={-1} ref={panel}>
      {children}
    </div>
  );
}

function NoticeText({ answer }: { readonly answer: ApplyActionAnswer }) {
  switch (answer.notice) {
    case "csrf":
      return (
        <div className="apply-panel" role="status">
          <p>
            <strong>Nothing was saved:</strong> this page had been open for a while or came from somewhere else. Check
            your answers and send them again.
          </p>
        </div>
      );
    case "rateLimited":
      return (
        <div className="apply-panel" role="status">
          <p>
            <strong>Nothing was saved:</strong> we have had a lot of requests from your connection. Please wait{" "}
            {Math.ceil((answer.retryAfterSeconds ?? 60) / 60)} minute(s) and send again.
          </p>
        </div>
      );
    case "saved": {
      const link = answer.resumeLink;
      return (
        <SavedPanel>
          <h2>Your answers are saved</h2>
          {link === undefined ? (
            <p>You can come back to this application on this device for 30 days.</p>
          ) : link.emailed ? (
            <p>
              We have e-mailed you a link to come back to this application. It works once, until{" "}
              {formatDate(link.expiresAt)}.
            </p>
          ) : (
            <>
              <p>
                Copy this link to come back to your application from any device. It works once, until{" "}
                {formatDate(link.expiresAt)}. Keep it to yourself: it opens your answers.
              </p>
              <code className="apply-link-box">{link.url}</code>
            </>
          )}
        </SavedPanel>
      );
    }
    case "savedNoMail":
      return (
        <div className="apply-panel" role="status">
          <h2>Your answers are saved</h2>
          <p>
            We could not send the e-mail with your link just now. Please try &ldquo;Save and continue later&rdquo; again
            in a minute; until then you can come back to this application on this device.
          </p>
        </div>
      );
    case "noApplication":
      return (
        <div className="apply-panel" role="status">
          <p>
            <strong>There is no application on this device yet.</strong> <a href="/apply">Start with the deal</a>.
          </p>
        </div>
      );
    case "closed":
      return (
        <div className="apply-panel" role="status">
          <p>
            <strong>This application can no longer change.</strong> <a href="/apply/status">See its status</a>.
          </p>
        </div>
      );
    case "confirmWithdraw":
    case undefined:
      return null;
    default:
      return answer.notice satisfies never;
  }
}
