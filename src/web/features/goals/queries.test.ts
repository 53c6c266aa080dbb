// @vitest-environment happy-dom
/**
 * Goals whose source spells created_at as createdAt (spec §3) are respelled where they enter the
 * browser (core/wire-shape.ts): the API's answer, and the offline copy of it read back from
 * IndexedDB (lib/offline-cache.ts).
 */
import { describe, expect, it, vi } from "vitest";
import { answer, offline, runQuery as run, signedInEachTest } from "../../../../test/support/browser-queries.js";

// IndexedDB is not in happy-dom: idb-keyval keeps its stores in Maps here.
vi.mock("idb-keyval", () => import("../../../../test/support/idb-keyval-memory.js"));
const { memoryStore } = await import("../../../../test/support/idb-keyval-memory.js");
vi.stubGlobal("indexedDB", {});

const { goalsQueryOptions } = await import("./queries.js");

const T1 = "2026-03-01T10:00:00.000Z";
const T2 = "2026-03-02T10:00:00.000Z";

const wireGoal = {
  id: "g1",
  title: "Run",
  description: "",
  motivation: "",
  category: "health",
  timeframe: "daily",
  public: false,
  slug: null,
  username: "ann",
  createdAt: T1,
  updatedAt: T2,
  progress: 20,
  likes_count: 0,
  journal: [{ id: "e1", goal_id: "g1", note: "n", progress: 20, createdAt: T2 }],
};

signedInEachTest("ann");

describe("goals as they enter the browser", () => {
  it("respells an API answer's createdAt and updatedAt, and its entries'", async () => {
    answer([wireGoal]);
    const [goal] = await run<Record<string, unknown>[]>(goalsQueryOptions());
    expect(goal).toMatchObject({ created_at: T1, updated_at: T2, journal: [{ id: "e1", created_at: T2 }] });
    expect(goal).not.toHaveProperty("createdAt");
  });

  it("respells the remembered list read back offline", async () => {
    memoryStore("pv-last-known").set("ann:goals", [wireGoal]);
    offline();
    const [goal] = await run<Record<string, unknown>[]>(goalsQueryOptions());
    expect(goal).toMatchObject({ created_at: T1, updated_at: T2, journal: [{ id: "e1", created_at: T2 }] });
  });
});
