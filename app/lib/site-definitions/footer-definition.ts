import { z } from "~/lib/validation/zod";

/**
 * The footer definition of the footer service (§2.6): link groups, icon links, plain links and an
 * optional extra message (markup, sanitized before it is shown), plus the fields of the second variant
 * (footerColumns, socialMediaItems, legalItems, disclaimer, addressLine).
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const linkTarget = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((value) => value.startsWith("/") || /^(https?:\/\/|mailto:|tel:)[^\s]+$/i.test(value), {
    message: "Use a path that starts with /, an http(s) address, or a mailto: or tel: link",
  });

export const footerLinkSchema = z.strictObject({
  url: linkTarget,
  description: text(160),
  openNewWindow: z.boolean().optional(),
});
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const footerGroupSchema = z.strictObject({
  header: text(80),
  items: z.array(footerLinkSchema).min(1).max(30),
});
export type FooterGroup = z.infer<typeof footerGroupSchema>;

/** Icon names the footer can draw. */
export const FOOTER_ICONS = [
  "facebook",
  "instagram",
  "linkedin",
  "x",
  "youtube",
  "phone",
  "email",
  "whatsapp",
] as const;
export type FooterIcon = (typeof FOOTER_ICONS)[number];

export const footerIconLinkSchema = z.strictObject({
  url: linkTarget,
  title: text(80),
  icon: z.enum(FOOTER_ICONS),
});
export type FooterIconLink = z.infer<typeof footerIconLinkSchema>;

export const footerDefinitionSchema = z.strictObject({
  groups: z.array(footerGroupSchema).max(8),
  icons: z.array(footerIconLinkSchema).max(12).optional(),
  links: z.array(footerLinkSchema).max(20).optional(),
  /** Markup; sanitized before it reaches the page. */
  extraMessage: z.string().trim().max(4000).optional(),
  footerColumns: z.array(footerGroupSchema).max(8).optional(),
  socialMediaItems: z.array(footerIconLinkSchema).max(12).optional(),
  legalItems: z.array(footerLinkSchema).max(20).optional(),
  disclaimer: z.string().trim().max(4000).optional(),
  addressLine: z.string().trim().max(300).optional(),
});
export type FooterDefinition = z.infer<typeof footerDefinitionSchema>;
