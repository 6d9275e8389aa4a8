import { z } from "zod";
import { brand } from "../../app/content/brand";
import { umoyaFooter } from "../../app/content/navigation/umoya-footer";
import { umoyaNavigation } from "../../app/content/navigation/umoya-navigation";
import {
  DEFAULT_CASH_POWER_PARAMETERS,
  cashPowerParametersSchema,
} from "../../app/lib/site-definitions/cash-power-parameters";
import { footerDefinitionSchema } from "../../app/lib/site-definitions/footer-definition";
import {
  describeIssues,
  menuItemSchema,
  navigationDefinitionSchema,
} from "../../app/lib/site-definitions/navigation-definition";
import {
  cashPowerParameters,
  footerDefinitions,
  navigationDefinitions,
  type VersionedDefinitionTable,
} from "../db/schema/site-definitions";

/** The three resources of the navigation service (§7), by the last segment of their path. */
export const DEFINITION_KINDS = ["header", "footer", "cash-power-params"] as const;
export type DefinitionKind = (typeof DEFINITION_KINDS)[number];

/** The site id the seed is published under, and that /cash-power-params answers when none is given (§7). */
export const DEFAULT_SITE_ID = brand.siteId;

/**
 * What the header service publishes: a navigation definition, or a bare list of menu items, which the
 * site shows with the maintenance warning (§8). Both are checked field by field.
 */
const headerSchema = z.union([navigationDefinitionSchema, z.array(menuItemSchema).min(1).max(12)]);

interface KindSettings {
  readonly table: VersionedDefinitionTable;
  /**
   * Parses what an editor publishes; the output (schema key order) is what is stored. The cash-power
   * parameters' schema is a zod/mini one (the browser checks them too), hence the core type.
   */
  readonly schema: z.core.$ZodType;
  /** Published as version 1 for DEFAULT_SITE_ID on first start. */
  readonly seed: unknown;
}

export const KIND_SETTINGS: Readonly<Record<DefinitionKind, KindSettings>> = {
  header: { table: navigationDefinitions, schema: headerSchema, seed: umoyaNavigation },
  footer: { table: footerDefinitions, schema: footerDefinitionSchema, seed: umoyaFooter },
  "cash-power-params": {
    table: cashPowerParameters,
    schema: cashPowerParametersSchema,
    seed: DEFAULT_CASH_POWER_PARAMETERS,
  },
};

export type ParsedDefinition =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issues: readonly string[] };

const bareMenuSchema = z.array(menuItemSchema).min(1).max(12);

/** The schema a definition is checked against: a bare array for the header is a list of menu items. */
const schemaFor = (kind: DefinitionKind, value: unknown): z.core.$ZodType =>
  kind === "header" && Array.isArray(value) ? bareMenuSchema : KIND_SETTINGS[kind].schema;

/** Checks a definition an editor sends; a bare array for the header is checked as a list of menu items. */
export function parseDefinition(kind: DefinitionKind, value: unknown): ParsedDefinition {
  const parsed = z.safeParse(schemaFor(kind, value), value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, issues: describeIssues(parsed.error) };
}

/**
 * The same check as a zod schema, for the API's validator: each problem keeps its path, so the answer
 * names every failing field ("groups.0.header"), whichever of the header's two shapes was sent.
 */
export function definitionSchema(kind: DefinitionKind): z.ZodType<unknown> {
  return z.unknown().transform((value, ctx) => {
    const parsed = z.safeParse(schemaFor(kind, value), value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });
}

/** Site ids are short slugs; anything else is refused before it reaches the database. */
export const siteIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "siteid must be 1 to 64 lower-case letters, digits or hyphens");
