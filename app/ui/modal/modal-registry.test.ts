import { describe, expect, it, vi } from "vitest";
import { createModalRegistry, registerModal, removeModal, type OpenModals } from "./modal-registry";

describe("registerModal and removeModal", () => {
  const cases: readonly [string, OpenModals, "register" | "remove", string, OpenModals][] = [
    ["opening registers a name", [], "register", "quote", ["quote"]],
    ["opening a second keeps the first", ["quote"], "register", "login", ["quote", "login"]],
    ["opening one already open changes nothing", ["quote"], "register", "quote", ["quote"]],
    ["closing removes the name", ["quote", "login"], "remove", "quote", ["login"]],
    ["closing one that is not open changes nothing", ["quote"], "remove", "login", ["quote"]],
  ];
  it.each(cases)("%s", (_name, open, action, name, expected) => {
    expect(action === "register" ? registerModal(open, name) : removeModal(open, name)).toEqual(expected);
  });

  it("returns the same list when nothing changes, so subscribers are not woken", () => {
    const open: OpenModals = ["quote"];
    expect(registerModal(open, "quote")).toBe(open);
    expect(removeModal(open, "login")).toBe(open);
  });
});

describe("createModalRegistry", () => {
  it("tells subscribers when a modal opens or closes, and only then", () => {
    const registry = createModalRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    registry.register("quote");
    registry.register("quote");
    expect(registry.snapshot()).toEqual(["quote"]);
    registry.remove("quote");
    expect(registry.snapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    registry.register("login");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
