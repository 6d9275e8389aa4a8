import { act, render } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { brand } from "~/content/brand";
import { clearConsent, recordConsent } from "~/lib/analytics/analytics-consent";
import { usePageAnalytics } from "./use-analytics";

type Entry = Record<string, unknown>;
const dataLayer = () => ((globalThis as { dataLayer?: Entry[] }).dataLayer ??= []);

let navigateTo: (path: string) => void = () => undefined;
function Probe() {
  usePageAnalytics();
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

afterEach(() => {
  act(() => clearConsent());
  dataLayer().length = 0;
  vi.restoreAllMocks();
});

describe("usePageAnalytics", () => {
  it("pushes nothing until the visitor accepts analytics", () => {
    render(
      <MemoryRouter initialEntries={["/business"]}>
        <Probe />
      </MemoryRouter>,
    );
    expect(dataLayer().filter((entry) => entry.event !== "device_fingerprint")).toEqual([]);
  });

  it("creates the brand's tracker once, before the first page view, then counts every navigation", () => {
    render(
      <MemoryRouter initialEntries={["/business"]}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => recordConsent("granted"));
    act(() => navigateTo("/insurance?utm=x"));
    const events = dataLayer().filter((entry) => entry.event !== "device_fingerprint");
    expect(events.map((entry) => entry.event)).toEqual(["tracker_create", "page_view", "page_view"]);
    expect(events[0]).toMatchObject({
      trackingCode: brand.analytics.trackingCode,
      cookieDomain: brand.analytics.cookieDomain,
    });
    expect(events.slice(1).map((entry) => entry.page_path)).toEqual(["/business", "/insurance"]);
  });
});
