import { redirect } from "react-router";
import { redirectTarget } from "~/content/redirects";
import type { Route } from "./+types/not-found";
import { notFound } from "~/features/shell/not-found-search.server";

/**
 * Every path the route table does not know. A letter-case variant of a page is sent to the page (§2.1:
 * why-umoya/Switch-To-Umoya); anything else is the error page, inside the shell, with status 404.
 */
export function loader({ request, url }: Route.LoaderArgs) {
  const target = redirectTarget(url.pathname);
  if (target !== null) return redirect(`${target}${url.search}`, 301);
  throw notFound(request);
}

// The root error boundary renders the not-found page; this component never shows.
export default function NotFound() {
  return null;
}
