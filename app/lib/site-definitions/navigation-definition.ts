import { z } from "~/lib/validation/zod";

/**
 * The navigation definition of the header service (§3, §2.3): three levels, top menu items, their
 * columns (children), and route entries that can carry child links of their own. The same schema checks
 * what an editor publishes (server) and what the browser receives (client), so neither trusts the wire.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
/** An internal path ("/business", "/") or an absolute http(s) address. */
const linkTarget = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((value) => value.startsWith("/") || /^https?:\/\/[^\s]+$/i.test(value), {
    message: "Use a path that starts with / or an http(s) address",
  });

export interface RouteEntry {
  readonly title: string;
  readonly path: string;
  readonly groupName?: string;
  readonly groupLink?: string;
  readonly routes?: readonly RouteEntry[];
  readonly hideChildrenMobile?: boolean;
  readonly openNewWindow?: boolean;
  /** Navigation title published to analytics when the link is followed (§2.3). */
  readonly tracking?: string;
  /** A short line under a main link in the menu: what the visitor finds there. */
  readonly description?: string;
}

export const routeEntrySchema: z.ZodType<RouteEntry> = z.lazy(() =>
  z.strictObject({
    title: text(120),
    path: linkTarget,
    groupName: text(120).optional(),
    groupLink: linkTarget.optional(),
    routes: z.array(routeEntrySchema).max(50).optional(),
    hideChildrenMobile: z.boolean().optional(),
    openNewWindow: z.boolean().optional(),
    tracking: text(120).optional(),
    description: text(160).optional(),
  }),
);

export const menuColumnSchema = z.strictObject({
  name: text(120),
  routes: z.array(routeEntrySchema).max(50),
});
export type MenuColumn = z.infer<typeof menuColumnSchema>;

/** A tool or calculator the menu panel features beside its columns, as a card with a call to action. */
export const featuredLinkSchema = z.strictObject({
  title: text(80),
  description: text(200),
  path: linkTarget,
  action: text(60),
  tracking: text(120).optional(),
});
export type FeaturedLink = z.infer<typeof featuredLinkSchema>;

export const menuItemSchema = z.strictObject({
  title: text(80),
  path: linkTarget,
  openNewWindow: z.boolean().optional(),
  tags: z.array(text(80)).max(30).optional(),
  tracking: text(120).optional(),
  /** Paths that belong to this item (it shows as current on them) but have no menu link of their own. */
  nonNavigableRoutes: z.array(linkTarget).max(100).optional(),
  children: z.array(menuColumnSchema).max(8),
  /** One line under the item's overview link in its panel. Optional, so navigation stored before it was added stays valid. */
  summary: text(200).optional(),
  /** A featured tool or calculator card in the item's panel (optional, like summary). */
  featured: featuredLinkSchema.optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const warningMessageSchema = z.strictObject({
  key: text(80),
  value: text(500),
});
export type WarningMessage = z.infer<typeof warningMessageSchema>;

export const navigationDefinitionSchema = z.strictObject({
  values: z.array(menuItemSchema).min(1).max(12),
  warning: warningMessageSchema.optional(),
});
export type NavigationDefinition = z.infer<typeof navigationDefinitionSchema>;

/** §8: a bare array from the service means the site is in maintenance; the menu still shows. */
export const MAINTENANCE_WARNING: WarningMessage = {
  key: "dr_error_2021",
  value:
    "We'll be back online soon! Our website is undergoing some maintenance at the moment. We apologise for any inconvenience this may cause.",
};

/**
 * Reads what the header service answered (the parsed `result` string, §7): an object is a navigation
 * definition; a bare array is wrapped as `values` with the maintenance warning (§8). Anything else is
 * rejected, so the caller keeps the navigation it already has.
 */
export function readNavigationDefinition(
  value: unknown,
):
  | { readonly ok: true; readonly definition: NavigationDefinition }
  | { readonly ok: false; readonly issues: readonly string[] } {
  const candidate = Array.isArray(value) ? { values: value, warning: MAINTENANCE_WARNING } : value;
  const parsed = navigationDefinitionSchema.safeParse(candidate);
  return parsed.success ? { ok: true, definition: parsed.data } : { ok: false, issues: describeIssues(parsed.error) };
}

/** "values.0.children.1.name: Too small…" lines that name the failing field, for 422 answers and logs. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(root)"}: ${issue.message}`);
}
