import { firstError, type FieldRule } from "./field-rules";
import { z } from "./zod";

/**
 * A form field's §5 rules as a zod schema, for a form judged with one schema (Conform's `parseWithZod`): the
 * field's text, absent read as empty, judged by its rules in order; the first that fails gives the issue's
 * message (its §8 words). `read` turns what the control posts into the text the rules judge (a price field
 * posts "R 1 234.50").
 */
export function ruleField(rules: readonly FieldRule<string>[], read: (posted: string) => string = (posted) => posted) {
  return z
    .string()
    .optional()
    .transform((posted) => read(posted ?? ""))
    .superRefine((value, ctx) => {
      const error = firstError(rules, value);
      if (error) ctx.addIssue({ code: "custom", message: error.message });
    });
}
