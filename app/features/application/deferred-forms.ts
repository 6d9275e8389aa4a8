import { deferUntilVisible } from "~/ui/deferred-hydration/defer-until-visible";

/*
 * The /apply pages' forms with their Conform enhancement and zod schemas, whose code (about 35 KB) loads
 * after the page's first download: the server renders each form whole, so it works at once without
 * JavaScript (a native post), and the browser hydrates it when its code arrives, replaying any edits made
 * before. A first visit to an /apply page then stays within the JavaScript budget.
 */
export const DeferredSectionStepForm = deferUntilVisible(() =>
  import("./section-step-form").then((module) => module.SectionStepForm),
);

/** The check-and-submit step: the answers to check (with their words and formats) and the consents. */
export const DeferredCheckStep = deferUntilVisible(() => import("./check-step").then((module) => module.CheckStep));
