import { imageAt } from "~/content/images";
import type { Route } from "./+types/image-file";

/**
 * The stable address of a drawing (`/images/<name>.svg`, what blog posts keep in the database, or a raster
 * copy's address from earlier builds) redirects to this build's hashed file. Only the browser may keep the
 * redirect, for an hour: the next build can give the drawing another name, and the answer can carry the
 * visitor's cookies.
 */
export function loader({ url }: Route.LoaderArgs) {
  const image = imageAt(url.pathname);
  if (!image) {
    return new Response("No drawing has this address.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(null, {
    status: 302,
    headers: { Location: image.src, "Cache-Control": "private, max-age=3600" },
  });
}
