import type { FooterDefinition } from "./footer-definition";
import { readNavigationDefinition, type NavigationDefinition } from "./navigation-definition";

/**
 * What the shell of every page is drawn from: the navigation (header) and footer definitions of the
 * navigation service (§7), and a version naming that exact pair. The server puts the live pair in the
 * load context; the build prerenders pages with the seed pair, and the server serves those prerendered
 * pages only while the live version equals the seed's (see server/site-definitions/shell-definitions.ts).
 */
export interface ShellDefinitions {
  readonly navigation: NavigationDefinition;
  readonly footer: FooterDefinition;
  readonly version: string;
}

/**
 * A short, stable name for a navigation + footer pair, the same in Node and the browser: two 32-bit
 * FNV-1a hashes of the definitions' JSON text. Not a security measure, only change detection.
 */
export function definitionsVersion(navigationJson: string, footerJson: string): string {
  return `${fnv1a(navigationJson)}${fnv1a(footerJson)}`;
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, "0");
}

/**
 * Reads an answer of GET /wol-ms-header-footer/header: `{"result": "<JSON string>"}` whose parsed result
 * is a navigation definition, or a bare array that becomes one with the maintenance warning (§8).
 */
export function readHeaderAnswer(
  body: unknown,
): { readonly ok: true; readonly definition: NavigationDefinition } | { readonly ok: false; readonly reason: string } {
  if (typeof body !== "object" || body === null || typeof (body as { result?: unknown }).result !== "string") {
    return { ok: false, reason: "the answer has no result string" };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse((body as { result: string }).result);
  } catch {
    return { ok: false, reason: "the result is not JSON" };
  }
  const read = readNavigationDefinition(parsed);
  return read.ok ? read : { ok: false, reason: `the definition is not valid: ${read.issues.slice(0, 3).join("; ")}` };
}
