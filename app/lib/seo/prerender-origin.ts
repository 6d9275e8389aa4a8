/**
 * Origin written into HTML rendered for the server's render cache, where no one request names the origin.
 * The server swaps it for the origin each answer names (server/web/render-cache.ts), so every copy of a
 * page carries the same absolute links whoever asked first.
 */
export const PRERENDER_ORIGIN = "https://prerender.umoya.invalid";
