import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru.js";

describe("ByteLru", () => {
  it("drops the least recently used beyond its bound", () => {
    const lru = new ByteLru<string>(10);
    lru.set("a", "A", 4);
    lru.set("b", "B", 4);
    expect(lru.get("a")).toBe("A"); // a is now the most recently used
    lru.set("c", "C", 4);
    expect(lru.get("b")).toBeUndefined();
    expect([lru.get("a"), lru.get("c"), lru.size]).toEqual(["A", "C", 8]);
  });

  it("keeps nothing larger than its bound", () => {
    const lru = new ByteLru<string>(10);
    lru.set("a", "A", 11);
    expect([lru.get("a"), lru.size]).toEqual([undefined, 0]);
  });

  it("grows a value's count while it is filed, evicting the oldest beyond the bound", () => {
    const lru = new ByteLru<object>(10);
    const a = {};
    const b = {};
    lru.set("a", a, 0);
    lru.set("b", b, 0);
    lru.grow("a", a, 6);
    lru.grow("b", b, 6);
    expect([lru.get("a"), lru.get("b"), lru.size]).toEqual([undefined, b, 6]);
  });

  it("counts no growth for a value that was replaced or dropped meanwhile", () => {
    const lru = new ByteLru<object>(100);
    const old = {};
    const fresh = {};
    lru.set("k", old, 1);
    lru.set("k", fresh, 1);
    lru.grow("k", old, 50);
    expect(lru.size).toBe(1);
    lru.deleteIf("k", old);
    expect(lru.get("k")).toBe(fresh);
    lru.deleteIf("k", fresh);
    lru.grow("k", fresh, 50);
    expect([lru.get("k"), lru.size]).toEqual([undefined, 0]);
  });
});
