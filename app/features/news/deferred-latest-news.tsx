import { deferUntilVisible } from "~/ui/deferred-hydration/defer-until-visible";

/** The home page's news cards, hydrated as they near the viewport (their slider's code is not in the first download). */
export const DeferredLatestNews = deferUntilVisible(() => import("./latest-news").then((module) => module.LatestNews));
