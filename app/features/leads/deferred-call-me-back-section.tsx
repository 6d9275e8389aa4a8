import { deferUntilVisible } from "~/ui/deferred-hydration/defer-until-visible";

/**
 * The call-me-back section whose code loads as it nears the viewport (or is pointed at or focused): the
 * server renders the whole form, so it works at once without JavaScript, and a first visit does not pay
 * for the form's code before the visitor scrolls to it.
 */
export const DeferredCallMeBackSection = deferUntilVisible(() =>
  import("./call-me-back-section").then((module) => module.CallMeBackSection),
);
