import { describe, expect, it } from "vitest";
import { answerView, sendInPlace } from "./call-me-back-answer";

const refusedOutside = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

describe("sendInPlace", () => {
  it("passes the action's own answer on", async () => {
    const sent = { outcome: "sent", reference: "UF-7KQ2-M9XD", expectedCall: "today before 19:00" } as const;
    expect(await sendInPlace(async () => sent)).toEqual(sent);
  });

  it.each([
    // The action answers the rate limit and an out-of-date token itself; only what never reached it is left.
    ["a refused request (403)", refusedOutside(403, "{}"), { outcome: "failed" }],
    ["another status", refusedOutside(413, "{}"), { outcome: "failed" }],
    ["no answer at all (fetch failed)", new TypeError("Failed to fetch"), { outcome: "unreachable" }],
    ["an error of the server's action", new Error("Unexpected Server Error"), { outcome: "failed" }],
  ])("turns %s into an answer the form shows", async (_name, thrown, expected) => {
    const answer = await sendInPlace(async () => {
      throw thrown;
    });
    expect(answer).toEqual(expect.objectContaining(expected));
    expect(answerView(answer, "Finance for business").state).toBe("failed");
  });
});

describe("answerView", () => {
  it("thanks the visitor for a sent request, naming the product, when to expect the call and the reference", () => {
    const sent = { outcome: "sent", reference: "UF-7KQ2-M9XD", expectedCall: "today before 19:00" } as const;
    expect(answerView(sent, "Solar finance")).toEqual({
      state: "sent",
      status:
        "Thank you. A consultant will call you about solar finance today before 19:00. Your reference number is UF-7KQ2-M9XD.",
    });
  });

  it("says when to try again after the rate limit", () => {
    const shown = {
      product: { key: "business", title: "x" },
      sourcePath: "/business",
      vehicleId: undefined,
      csrfToken: undefined,
      idempotencyKey: "key-1",
    };
    expect(answerView({ ...shown, outcome: "rateLimited", retryAfterSeconds: 9 }, "x").status).toBe(
      "Too many requests. Please try again in 9 seconds.",
    );
  });
});
