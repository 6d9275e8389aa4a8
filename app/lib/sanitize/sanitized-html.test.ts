import { describe, expect, expectTypeOf, it } from "vitest";
import { loadSanitizer } from "./sanitize-html.server";
import type { SanitizedHtml } from "./sanitized-html";

describe("SanitizedHtml", () => {
  it("is made by the sanitizer, and a plain string is not one", async () => {
    const sanitize = await loadSanitizer();
    const made = sanitize("<b>bold</b><script>x</script>");
    expectTypeOf(made).toEqualTypeOf<SanitizedHtml>();
    expect(made).toBe("<b>bold</b>");

    // @ts-expect-error -- a string literal is not SanitizedHtml.
    const literal: SanitizedHtml = "<b>raw</b>";
    const text: string = "<b>raw</b>";
    // @ts-expect-error -- nor is any string: only the sanitizer makes one.
    const widened: SanitizedHtml = text;
    // @ts-expect-error -- the brand cannot be spelled out by hand either (its key is a symbol nobody can name).
    const spelled: SanitizedHtml = Object.assign("<b>raw</b>", { __brand: "SanitizedHtml" as const });
    expect([literal, widened, String(spelled)]).toEqual(["<b>raw</b>", "<b>raw</b>", "<b>raw</b>"]);

    // It is still a string wherever text is wanted.
    expectTypeOf(made).toExtend<string>();
  });
});
