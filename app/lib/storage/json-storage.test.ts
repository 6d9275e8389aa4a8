import { describe, expect, it } from "vitest";
import { createJsonStorage } from "./json-storage";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe("createJsonStorage", () => {
  it("stores values as JSON and reads them back", () => {
    const backing = new MemoryStorage();
    const store = createJsonStorage(() => backing);
    expect(store.set("navCache", { values: [1, 2] })).toBe(true);
    expect(backing.getItem("navCache")).toBe('{"values":[1,2]}');
    expect(store.get("navCache")).toEqual({ values: [1, 2] });
    store.set("userDisplayed", true);
    expect(store.get("userDisplayed")).toBe(true);
    store.remove("navCache");
    expect(store.get("navCache")).toBeUndefined();
    store.clear();
    expect(backing.length).toBe(0);
  });

  it("reads corrupt entries as missing", () => {
    const backing = new MemoryStorage();
    backing.setItem("navCache", "{not json");
    expect(createJsonStorage(() => backing).get("navCache")).toBeUndefined();
  });

  it("fails quietly when storage is missing or throws", () => {
    const missing = createJsonStorage(() => undefined);
    expect(missing.set("a", 1)).toBe(false);
    expect(missing.get("a")).toBeUndefined();
    const blocked = createJsonStorage(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(blocked.set("a", 1)).toBe(false);
    expect(() => blocked.clear()).not.toThrow();
  });
});
