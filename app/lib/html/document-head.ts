/**
 * Finishing touches to a server-rendered document's `<head>`, made once as the page is rendered.
 *
 * A page rendered on the server paints without any JavaScript: the scripts only make it interactive. React
 * Router's `<Scripts>` preloads every module the page will hydrate with (`<link rel="modulepreload">`),
 * which browsers fetch at high priority, so on a slow connection about 150 KB of scripts share the line
 * with the stylesheet, the hero picture and the web font, and the first paint waits for all of them.
 * Marking those preloads `fetchpriority="low"` keeps them (no module waterfall later) but lets what the
 * first paint needs go first.
 */

const MODULE_PRELOAD = '<link rel="modulepreload"';

/** The head's HTML with every module preload at low fetch priority and `markup` added at its end. */
export function finishDocumentHead(head: string, markup: string): string {
  return head.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`) + markup;
}
