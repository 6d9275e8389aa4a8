import { deferUntilVisible } from "~/ui/deferred-hydration/defer-until-visible";

/**
 * The call-me-back form whose code loads as it nears the viewport (or is pointed at or focused), for pages
 * that word the request themselves (a car's page): the server renders the whole form, so it works at once
 * without JavaScript, and a first visit does not pay for the form's code before the visitor scrolls to it.
 */
export const DeferredCallMeBackForm = deferUntilVisible(() =>
  import("./call-me-back-form").then((module) => module.CallMeBackForm),
);
