import { describe, expect, it } from "vitest";
import { breadcrumbReducer, clearCrumbs, popCrumb, popToCrumb, pushCrumb, safePushCrumb } from "./breadcrumb-stack";

const home = { name: "Home", path: "/" };
const business = { name: "Finance for business", path: "/business" };
const specialised = { name: "Specialised finance", path: "/business/specialised-finance" };
const trail = [home, business, specialised];

describe("breadcrumb operations (§4.7)", () => {
  it("push adds a crumb only if absent", () => {
    expect(pushCrumb([home], business)).toEqual([home, business]);
    expect(pushCrumb(trail, business)).toEqual(trail);
  });

  it("pop removes the last crumb", () => {
    expect(popCrumb(trail)).toEqual([home, business]);
    expect(popCrumb([])).toEqual([]);
  });

  it("pop-to removes everything after the named crumb", () => {
    expect(popToCrumb(trail, "Home")).toEqual([home]);
    expect(popToCrumb(trail, "Nowhere")).toEqual(trail);
  });

  it("clear empties the trail", () => {
    expect(clearCrumbs()).toEqual([]);
  });

  it("safe push pops back to a crumb that exists but is not active, and pushes one that is absent", () => {
    expect(safePushCrumb(trail, business)).toEqual([home, business]);
    expect(safePushCrumb(trail, specialised)).toEqual(trail);
    expect(safePushCrumb([home], business)).toEqual([home, business]);
  });

  it("never changes the trail it is given", () => {
    const frozen = Object.freeze([...trail]);
    breadcrumbReducer(frozen, { type: "pop" });
    breadcrumbReducer(frozen, { type: "push", crumb: { name: "X", path: "/x" } });
    expect(frozen).toEqual(trail);
  });

  it("runs each operation through the reducer", () => {
    expect(breadcrumbReducer(trail, { type: "popTo", name: "Finance for business" })).toEqual([home, business]);
    expect(breadcrumbReducer(trail, { type: "clear" })).toEqual([]);
    expect(breadcrumbReducer([home], { type: "safePush", crumb: business })).toEqual([home, business]);
  });
});
