import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { analytics, windowDataLayer } from "~/lib/analytics/analytics";
import { clearConsent, recordConsent } from "~/lib/analytics/analytics-consent";
import { usePageAnalytics } from "./use-analytics";

function PageAnalytics() {
  usePageAnalytics();
  return null;
}

afterEach(() => {
  clearConsent();
  windowDataLayer().length = 0;
});

const events = () => windowDataLayer().filter((entry) => entry.event === "interaction");

describe("the site's analytics", () => {
  it("puts no event on the data layer before the visitor accepts analytics, or after Necessary only", () => {
    render(
      <MemoryRouter>
        <PageAnalytics />
      </MemoryRouter>,
    );
    analytics.event({ category: "login", action: "loginClick", label: "personal" });
    recordConsent("denied");
    analytics.event({ category: "navigation", action: "navigationTitle", label: "Business" });
    expect(events()).toEqual([]);
  });

  it("records events once the visitor accepts analytics, and stops when the answer is forgotten", async () => {
    render(
      <MemoryRouter>
        <PageAnalytics />
      </MemoryRouter>,
    );
    /** How many entries one more event adds to the data layer: 1 while analytics are allowed, else 0. */
    const added = () => {
      const before = events().length;
      analytics.event({ category: "login", action: "loginClick", label: "personal" });
      return events().length - before;
    };
    recordConsent("granted");
    await expect.poll(added).toBe(1);
    clearConsent();
    await expect.poll(added).toBe(0);
  });
});
