import { Link } from "react-router";
import { headMeta } from "~/features/seo/page-meta";
import type { StaticDocumentHandle } from "~/content/page-handle";
import type { Route } from "./+types/offline";

/**
 * The page the service worker shows for an address it has no copy of while the visitor is offline. It runs
 * no script: shown at another page's address, it must stay this page (its links are plain links).
 */
export const handle: StaticDocumentHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) =>
  headMeta(
    { title: "You are offline", description: "This page is not available without a connection.", indexable: false },
    args,
  );

export default function OfflinePage() {
  return (
    <div className="status-page container">
      <h1>You are offline</h1>
      <p>
        This page has not been saved on your device. Pages you have visited before still open while you are offline.
      </p>
      <p>
        Check your connection and try again, or go to the <Link to="/">home page</Link>.
      </p>
    </div>
  );
}
