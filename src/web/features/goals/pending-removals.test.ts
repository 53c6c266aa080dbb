// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Goal } from "../../../core/schemas.js";

const goal = (id: string): Goal =>
  ({
    id,
    title: `Goal ${id}`,
    journal: [{ id: "e", goal_id: id, note: "n", progress: 5, created_at: "2026-01-01T00:00:00Z" }],
  }) as unknown as Goal;

/** The module as a fresh page load finds it: nothing in memory, only the device's storage. */
async function reload() {
  vi.resetModules();
  return (await import("./pending-removals.js")).pendingRemovals;
}

describe("pending removals (issue 15 item 7)", () => {
  beforeEach(() => localStorage.clear());

  it("survive a reload for the same user, unconfirmed, until settled", async () => {
    localStorage.setItem("username", "ann");
    let store = await reload();
    store.start(goal("a"));
    store.unconfirmed("a");
    store = await reload();
    expect(store.has("a")).toBe(true);
    store.settle("a");
    store = await reload();
    expect(store.has("a")).toBe(false);
    expect(localStorage.getItem("pv_pending_removals")).toBeNull();
  });

  it("a DELETE still out when the page went away comes back unconfirmed, without its journal", async () => {
    localStorage.setItem("username", "ann");
    (await reload()).start(goal("a"));
    expect((await reload()).has("a")).toBe(true);
    const stored = JSON.parse(localStorage.getItem("pv_pending_removals") ?? "{}") as Record<string, Goal[]>;
    expect(stored.ann?.map((g) => [g.id, g.title, g.journal])).toEqual([["a", "Goal a", []]]);
  });

  it("are kept per user: another user signed in on the device sees none of them", async () => {
    localStorage.setItem("username", "ann");
    const store = await reload();
    store.start(goal("a"));
    localStorage.setItem("username", "bob");
    expect(store.has("a")).toBe(false);
    store.start(goal("b"));
    localStorage.setItem("username", "ann");
    expect(store.has("a")).toBe(true);
    expect(store.has("b")).toBe(false);
  });
});
