import { describe, expect, it } from "vitest";
import { highlightSegments, rankPages, searchPages, type SearchIndexEntry } from "./rank";

const entry = (
  pageName: string,
  tags: string[],
  href = `/${pageName.toLowerCase().replace(/\s+/g, "-")}`,
): SearchIndexEntry => ({
  pageName,
  href,
  openNewWindow: false,
  tags,
});

const index = [
  entry("Balloon payments", ["balloon", "residual", "vehicle finance"]),
  entry("Vehicle finance guide", ["guide", "vehicle finance", "interest"]),
  entry("Solar finance", ["solar", "inverter"]),
  entry("Fines", ["traffic fines"]),
];

describe("rankPages", () => {
  it("scores 1 for each tag that contains any query word", () => {
    const ranked = rankPages("vehicle", index);
    expect(ranked.map((r) => [r.entry.pageName, r.score])).toEqual([
      ["Vehicle finance guide", 11],
      ["Balloon payments", 1],
    ]);
  });

  it("adds 10 when the page name contains the whole query", () => {
    expect(rankPages("solar finance", index)[0]).toMatchObject({ entry: { pageName: "Solar finance" }, score: 11 });
  });

  it("does not add 10 when only some words are in the page name", () => {
    const ranked = rankPages("finance fines", index);
    const scores = Object.fromEntries(ranked.map((r) => [r.entry.pageName, r.score]));
    expect(scores).toEqual({ "Balloon payments": 1, "Vehicle finance guide": 1, Fines: 1 });
  });

  it("counts a tag once even when several words match it", () => {
    expect(rankPages("vehicle finance", [entry("Other", ["vehicle finance"])])[0]?.score).toBe(1);
  });

  it("ignores case", () => {
    expect(rankPages("SOLAR", index).map((r) => r.entry.pageName)).toEqual(["Solar finance"]);
  });

  it("drops pages that score 0", () => {
    expect(rankPages("motorcycle", index)).toEqual([]);
  });

  it("returns nothing for an empty or blank query", () => {
    expect(rankPages("", index)).toEqual([]);
    expect(rankPages("   ", index)).toEqual([]);
  });

  it("keeps index order between equal scores", () => {
    const tied = [entry("A", ["car"]), entry("B", ["car"]), entry("C", ["car"])];
    expect(rankPages("car", tied).map((r) => r.entry.pageName)).toEqual(["A", "B", "C"]);
  });
});

describe("highlightSegments", () => {
  it("marks each occurrence of a query word, whatever its case", () => {
    expect(highlightSegments("Vehicle finance for vehicles", "VEHICLE")).toEqual([
      { text: "Vehicle", match: true },
      { text: " finance for ", match: false },
      { text: "vehicle", match: true },
      { text: "s", match: false },
    ]);
  });

  it("treats the query as text, never as a pattern or markup", () => {
    expect(highlightSegments("Price (R)", "(r)")).toEqual([
      { text: "Price ", match: false },
      { text: "(R)", match: true },
    ]);
    expect(highlightSegments("Fines", "<img src=x onerror=alert(1)>")).toEqual([{ text: "Fines", match: false }]);
  });

  it("returns the text unmarked for an empty query", () => {
    expect(highlightSegments("Fines", " ")).toEqual([{ text: "Fines", match: false }]);
  });
});

describe("searchPages", () => {
  it("gives no results for fewer than 3 characters, even when they would match", () => {
    expect(searchPages("so", index)).toEqual([]);
    expect(searchPages("  so  ", index)).toEqual([]);
    expect(searchPages("sol", index).map((r) => r.pageName)).toEqual(["Solar finance"]);
  });

  it("returns ranked results with their address, window and highlighted name", () => {
    expect(searchPages("vehicle", index)).toEqual([
      {
        pageUrl: "/vehicle-finance-guide",
        pageName: "Vehicle finance guide",
        openNewWindow: false,
        matchValue: [
          { text: "Vehicle", match: true },
          { text: " finance guide", match: false },
        ],
      },
      {
        pageUrl: "/balloon-payments",
        pageName: "Balloon payments",
        openNewWindow: false,
        matchValue: [{ text: "Balloon payments", match: false }],
      },
    ]);
  });
});
