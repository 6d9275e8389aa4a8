import { describe, expect, it } from "vitest";
import { decodeHashId, hashScrollDelay, scrollActionFor, type NavigationFacts } from "./scroll-decision";

const graduate = ["/graduate-finance", "/graduate-finance-guide"];
const base: NavigationFacts = {
  previousPath: "/",
  nextPath: "/business",
  hash: "",
  navigationType: "PUSH",
  savedY: undefined,
  keepBetween: graduate,
};

describe("scrollActionFor", () => {
  it.each<[string, Partial<NavigationFacts>, ReturnType<typeof scrollActionFor>]>([
    ["a new page starts at the top", {}, { kind: "top" }],
    ["a replace navigation also starts at the top", { navigationType: "REPLACE" }, { kind: "top" }],
    ["a hash scrolls to its element", { hash: "#calculator" }, { kind: "hash", id: "calculator" }],
    ["an encoded hash is decoded", { hash: "#faq%20one" }, { kind: "hash", id: "faq one" }],
    ["the first render leaves the browser where it is", { previousPath: null }, { kind: "keep" }],
    ["the first render with a hash scrolls to it", { previousPath: null, hash: "#faq" }, { kind: "hash", id: "faq" }],
    ["going back restores the saved position", { navigationType: "POP", savedY: 640 }, { kind: "restore", y: 640 }],
    [
      "a reload restores the saved position",
      { previousPath: null, navigationType: "POP", savedY: 90 },
      { kind: "restore", y: 90 },
    ],
    ["going back with nothing saved starts at the top", { navigationType: "POP" }, { kind: "top" }],
    [
      "moving between graduate-finance pages keeps the position",
      { previousPath: "/graduate-finance", nextPath: "/graduate-finance-guide" },
      { kind: "keep" },
    ],
    [
      "trailing slashes do not defeat the graduate-finance rule",
      { previousPath: "/graduate-finance-guide/", nextPath: "/graduate-finance/" },
      { kind: "keep" },
    ],
    [
      "leaving graduate finance for another page starts at the top",
      { previousPath: "/graduate-finance", nextPath: "/business" },
      { kind: "top" },
    ],
    [
      "arriving at graduate finance from another page starts at the top",
      { previousPath: "/", nextPath: "/graduate-finance" },
      { kind: "top" },
    ],
  ])("%s", (_title, facts, expected) => {
    expect(scrollActionFor({ ...base, ...facts })).toEqual(expected);
  });
});

describe("decodeHashId", () => {
  it("accepts hashes with or without #", () => {
    expect(decodeHashId("#a")).toBe("a");
    expect(decodeHashId("a")).toBe("a");
    expect(decodeHashId("")).toBe("");
    expect(decodeHashId("#")).toBe("");
  });

  it("keeps a malformed escape as written", () => {
    expect(decodeHashId("#100%")).toBe("100%");
  });
});

describe("hashScrollDelay", () => {
  it("waits 300 ms on legacy Edge and Internet Explorer only", () => {
    expect(
      hashScrollDelay("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/70.0 Safari/537.36 Edge/18.17763"),
    ).toBe(300);
    expect(hashScrollDelay("Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko")).toBe(300);
    expect(
      hashScrollDelay("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0"),
    ).toBe(0);
    expect(hashScrollDelay("Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1")).toBe(
      0,
    );
  });
});
