import type { SanitizedHtml } from "~/lib/sanitize/sanitized-html";
import type { FooterDefinition } from "./footer-definition";
import { readNavigationDefinition, type NavigationDefinition } from "./navigation-definition";

/**
 * What the shell of every page is drawn from: the navigation (header) and footer definitions of the
 * navigation service (§7), and the published version number of that navigation. Version numbers only
 * grow (a rollback is published as a new version), so the browser can tell which of two navigations is
 * newer: it replaces the one on screen only with a newer one (navigation-refresh.ts).
 */
export interface ShellDefinitions {
  readonly navigation: NavigationDefinition;
  readonly footer: ShownFooterDefinition;
  /** The header's published version; 0 for the brand's seed, which any published version supersedes. */
  readonly navigationVersion: number;
}

/**
 * A footer definition as pages draw it: its extra message is markup that was sanitized when the footer was
 * published, imported or seeded (server/site-definitions), or before it shipped (app/content/markup-sources.ts).
 */
export type ShownFooterDefinition = Omit<FooterDefinition, "extraMessage"> & {
  readonly extraMessage?: SanitizedHtml;
};

/**
 * Reads an answer of GET /wol-ms-header-footer/header: `{"result": "<JSON string>", "version": 3}` whose
 * parsed result is a navigation definition, or a bare array that becomes one with the maintenance warning
 * (§8). An answer without a version (an older server) counts as version 0.
 */
export function readHeaderAnswer(
  body: unknown,
):
  | { readonly ok: true; readonly definition: NavigationDefinition; readonly version: number }
  | { readonly ok: false; readonly reason: string } {
  if (typeof body !== "object" || body === null || typeof (body as { result?: unknown }).result !== "string") {
    return { ok: false, reason: "the answer has no result string" };
  }
  const version = (body as { version?: unknown }).version;
  let parsed: unknown;
  try {
    parsed = JSON.parse((body as { result: string }).result);
  } catch {
    return { ok: false, reason: "the result is not JSON" };
  }
  const read = readNavigationDefinition(parsed);
  if (!read.ok) return { ok: false, reason: `the definition is not valid: ${read.issues.slice(0, 3).join("; ")}` };
  return { ok: true, definition: read.definition, version: isVersionNumber(version) ? version : 0 };
}

/** A published version number: a whole number from 1 (0 is the seed's). */
export function isVersionNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}
