/// <reference lib="webworker" />
// The service worker (§7), built by scripts/build-service-worker.mjs into build/client/sw.js: esbuild bundles
// this file with Workbox and writes the build's precache list in place of self.__WB_MANIFEST.
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim, setCacheNameDetails } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { CACHE_PREFIX, OFFLINE_PATH, requestKind, runtimeCacheNames, staleRuntimeCaches } from "./request-rules";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The build's version, set by the build (esbuild `define`): it names this build's runtime caches. */
declare const BUILD_VERSION: string;

// Every cache the worker keeps starts with the site's prefix, Workbox's precache too (the cookie notice
// lists them by these names).
setCacheNameDetails({ prefix: CACHE_PREFIX });
const caches = runtimeCacheNames(BUILD_VERSION);
const onlySuccess = new CacheableResponsePlugin({ statuses: [200] });

// The offline page and what it needs (its stylesheet, font and logo; it runs no script). Workbox downloads
// only entries whose revision changed since the last build, and serves them from the precache.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: the network first, keeping a copy of each page visited; offline, that copy, else the offline page.
const pages = new NetworkFirst({
  cacheName: caches.pages,
  plugins: [onlySuccess, new ExpirationPlugin({ maxEntries: 40 })],
});
registerRoute(
  ({ request, url }) =>
    requestKind({ method: request.method, mode: request.mode, url }, self.location.origin) === "page",
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_PATH)) ?? Response.error();
    }
  },
);

// Hashed assets never change, so a copy is as good as the network: every visited page's code and styles
// load offline too.
registerRoute(
  ({ request, url }) =>
    requestKind({ method: request.method, mode: request.mode, url }, self.location.origin) === "asset",
  new CacheFirst({ cacheName: caches.assets, plugins: [onlySuccess, new ExpirationPlugin({ maxEntries: 200 })] }),
);

// A new worker waits, as browsers do by default, until no page of the old build is open; when it takes
// over it deletes the old build's copies, so a page and its assets always come from one build.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    self.caches
      .keys()
      .then((names) => Promise.all(staleRuntimeCaches(names, BUILD_VERSION).map((name) => self.caches.delete(name)))),
  );
});
clientsClaim();
