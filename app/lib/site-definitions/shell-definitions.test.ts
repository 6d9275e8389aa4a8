import { describe, expect, it } from "vitest";
import { MAINTENANCE_WARNING } from "./navigation-definition";
import { readHeaderAnswer } from "./shell-definitions";

const menu = [{ title: "Business", path: "/business", children: [] }];

describe("readHeaderAnswer", () => {
  it("reads the navigation definition out of the result string", () => {
    expect(readHeaderAnswer({ result: JSON.stringify({ values: menu }), version: 4 })).toEqual({
      ok: true,
      definition: { values: menu },
      version: 4,
    });
  });

  it.each([undefined, -1, 1.5, "4"])("counts version %j as 0, older than any published one", (version) => {
    const read = readHeaderAnswer({ result: JSON.stringify({ values: menu }), version });
    expect(read.ok && read.version).toBe(0);
  });

  it("wraps a bare array with the dr_error_2021 maintenance warning", () => {
    const read = readHeaderAnswer({ result: JSON.stringify(menu) });
    expect(read.ok && read.definition).toEqual({ values: menu, warning: MAINTENANCE_WARNING });
  });

  it.each([
    ["no result", {}],
    ["a result that is not a string", { result: { values: menu } }],
    ["a result that is not JSON", { result: "<html>" }],
    ["a definition that fails the schema", { result: JSON.stringify({ values: [] }) }],
    ["nothing at all", null],
  ])("refuses %s", (_label, body) => {
    expect(readHeaderAnswer(body).ok).toBe(false);
  });
});
