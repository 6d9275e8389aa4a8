import { redirect } from "react-router";
import { redirectTarget } from "~/content/redirects";
import type { Route } from "./+types/redirect";
import { notFound } from "~/features/shell/not-found-search.server";

/** Old and alternative addresses (§2.1) answer with a permanent redirect, on the server and in the browser. */
export function loader({ request, url }: Route.LoaderArgs) {
  const target = redirectTarget(url.pathname);
  if (target === null) throw notFound(request);
  return redirect(`${target}${url.search}`, 301);
}

// Never shown: the loader always redirects. A component keeps this a page route, so client navigation
// follows the redirect instead of leaving the app.
export default function Redirect() {
  return null;
}
