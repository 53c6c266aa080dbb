// @vitest-environment happy-dom
/**
 * Journal entries whose source spells created_at as createdAt (spec §3) are respelled where they
 * enter the browser (core/wire-shape.ts): the API's answer, and the offline copy of it read back
 * from IndexedDB (lib/offline-cache.ts).
 */
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { answer, offline, runQuery as run, signedInEachTest } from "../../../../test/support/browser-queries.js";
import { JOURNAL_PAGE_SIZE } from "../../../core/constants.js";

// IndexedDB is not in happy-dom: idb-keyval keeps its stores in Maps here.
vi.mock("idb-keyval", () => import("../../../../test/support/idb-keyval-memory.js"));
const { memoryStore } = await import("../../../../test/support/idb-keyval-memory.js");
vi.stubGlobal("indexedDB", {});

const { journalQueryOptions, loadOlderEntries } = await import("./queries.js");
const { queryKeys } = await import("../../lib/query-keys.js");

const T1 = "2026-03-01T10:00:00.000Z";
const T2 = "2026-03-02T10:00:00.000Z";

const wireEntries = [
  { id: "e2", goal_id: "g1", note: "later", progress: 30, createdAt: T2 },
  { id: "e1", goal_id: "g1", note: "first", progress: 20, created_at: "", createdAt: T1 },
];

signedInEachTest("ann");

describe("journal entries as they enter the browser", () => {
  it("respells an API answer's createdAt, an empty created_at giving way", async () => {
    answer(wireEntries);
    const entries = await run<Record<string, unknown>[]>(journalQueryOptions("g1"));
    expect(entries.map((e) => [e.id, e.created_at, "createdAt" in e])).toEqual([
      ["e2", T2, false],
      ["e1", T1, false],
    ]);
  });

  it("respells the remembered list read back offline", async () => {
    memoryStore("pv-last-known").set("ann:journal:g1", wireEntries);
    offline();
    const entries = await run<Record<string, unknown>[]>(journalQueryOptions("g1"));
    expect(entries.map((e) => e.created_at)).toEqual([T2, T1]);
  });

  it("respells an older page", async () => {
    const client = new QueryClient();
    const page = Array.from({ length: JOURNAL_PAGE_SIZE }, (_, i) => ({
      id: `n${i}`,
      goal_id: "g1",
      note: "n",
      progress: 30,
      created_at: T2,
    }));
    answer(page, { "x-next-cursor": "c1" });
    client.setQueryData(queryKeys.journal("g1"), await run(journalQueryOptions("g1"), client));
    answer([{ id: "e0", goal_id: "g1", note: "older", progress: 10, createdAt: T1 }]);
    await loadOlderEntries(client, "g1");
    expect(client.getQueryData<Record<string, unknown>[]>(queryKeys.journal("g1"))?.at(-1)).toEqual({
      id: "e0",
      goal_id: "g1",
      note: "older",
      progress: 10,
      created_at: T1,
    });
  });
});
