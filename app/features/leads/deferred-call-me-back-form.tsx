import { deferUntilVisible } from "~/ui/deferred-hydration/defer-until-visible";

/**
 * The call-me-back form whose code (Conform, the form's zod schema) loads only when the visitor reaches for
 * it: points at, touches, focuses or types in it. The server renders the whole form, so it works at once
 * without JavaScript (it posts as a page), and a first visit that only reads, even on /call-me-back where the
 * form is the page, does not pay for the form's code. What was typed before the code arrived is kept.
 */
export const DeferredCallMeBackForm = deferUntilVisible(
  () => import("./call-me-back-form").then((module) => module.CallMeBackForm),
  { loadOn: "interaction" },
);
