import { describe, expect, it } from "vitest";
import { createAnalytics, type DataLayerEntry } from "./analytics";

describe("analytics", () => {
  it("pushes page views, events, exceptions and tracker creation onto the data layer", () => {
    const layer: DataLayerEntry[] = [];
    const analytics = createAnalytics(() => layer);
    analytics.createTracker({ trackingCode: "G-UMOYA1", cookieDomain: "umoyafinance.co.za" });
    analytics.createTracker({ trackingCode: "G-UMOYA1", cookieDomain: "auto", userId: "u-123" });
    analytics.pageView("/balloon-payments?price=250000#calculator", "Balloon payments | Umoya Finance");
    analytics.event({ category: "login", action: "click", label: "personal" });
    analytics.event({ category: "calculator", action: "calculate", label: "vehicle-instalment", value: 4491 });
    analytics.exception("Navigation refresh failed", false);
    expect(layer).toEqual([
      { event: "tracker_create", trackingCode: "G-UMOYA1", cookieDomain: "umoyafinance.co.za" },
      { event: "tracker_create", trackingCode: "G-UMOYA1", cookieDomain: "auto", userId: "u-123" },
      { event: "page_view", page_path: "/balloon-payments", page_title: "Balloon payments | Umoya Finance" },
      { event: "interaction", event_category: "login", event_action: "click", event_label: "personal" },
      {
        event: "interaction",
        event_category: "calculator",
        event_action: "calculate",
        event_label: "vehicle-instalment",
        value: 4491,
      },
      { event: "exception", description: "Navigation refresh failed", fatal: false },
    ]);
  });
});
