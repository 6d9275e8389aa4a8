import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered by the server, once per content version, and kept in its render cache
  // (server/web/render-cache.ts); a server renders them all into it once it listens.
  ssr: true,
  // One exception: the offline page's HTML is written at build time, because the service worker's build
  // (scripts/build-service-worker.mjs) reads it to list what the worker must keep for offline use. The
  // server still answers /offline from its render cache; the build removes this copy once it is read.
  prerender: ["/offline"],
  // The first document carries only its own routes; the router asks the server for the routes of the
  // links a page renders (one small request after load), so the first download stays small.
  routeDiscovery: { mode: "lazy" },
  // React Router v8's behaviour, adopted now: loaders read the server's values with
  // `context.get(siteContext)` (app/load-context.ts); `request` is the request as it came (a data request
  // keeps its `.data`; loaders read the page's address from `url`); the home page's data is `/_.data`.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
