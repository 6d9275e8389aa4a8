import { describe, expect, it } from "vitest";
import { routeFamily } from "./metrics";

describe("routeFamily", () => {
  it("labels requests by a bounded family, never by the path as requested", () => {
    expect(routeFamily("/api/leads")).toBe("/api/leads");
    expect(routeFamily("/api/admin/webhook-deliveries/redeliver")).toBe("/api/admin");
    expect(routeFamily("/api/vehicles/12-2020-toyota")).toBe("/api/vehicles");
    expect(routeFamily("/api/anything-a-scanner-tries")).toBe("/api/other");
    expect(routeFamily("/api/")).toBe("/api/other");
    expect(routeFamily("/blog/api/posts/some-slug")).toBe("/blog/api");
    expect(routeFamily("/assets/entry-abc123.js")).toBe("/assets");
    expect(routeFamily("/healthz")).toBe("/healthz");
    expect(routeFamily("/metrics")).toBe("/metrics");
    expect(routeFamily("/find-a-car/12-2020-toyota?name=Thandi")).toBe("page");
  });
});
