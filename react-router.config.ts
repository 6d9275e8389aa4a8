import type { Config } from "@react-router/dev/config";
import { staticPagePaths } from "./app/content/site-pages.ts";

export default {
  ssr: true,
  // Pages whose HTML never depends on the request are rendered once at build time (§2.1 pages marked
  // "static" in app/content/site-pages.ts); the server renders the rest per request.
  prerender: { paths: [...staticPagePaths(), "/offline"], concurrency: 2 },
  // The whole route manifest ships with the first document, so the background preload of §2.1 and
  // client navigation never wait for a manifest round trip.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
