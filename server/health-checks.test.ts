import { afterEach, describe, expect, it, vi } from "vitest";
import { HEALTH_CHECK_TIMEOUT_MS, runHealthChecks } from "./health-checks";

afterEach(() => {
  vi.useRealTimers();
});

describe("runHealthChecks", () => {
  it("counts a check that never answers as failing once its time limit has passed, and the others as they are", async () => {
    vi.useFakeTimers();
    let settled = false;
    const results = runHealthChecks({
      database: () => new Promise(() => undefined),
      redis: async () => ({ ok: true }),
      broken: () => Promise.reject(new Error("refused")),
    }).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await results).toEqual([
      ["database", false],
      ["redis", true],
      ["broken", false],
    ]);
  });
});
