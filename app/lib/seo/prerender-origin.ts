/**
 * Origin written into HTML that is rendered at build time, when no request tells the real one. The server
 * swaps it for the public origin when it serves a prerendered page, so prerendered and server-rendered
 * pages carry the same absolute links.
 */
export const PRERENDER_ORIGIN = "https://prerender.umoya.invalid";
