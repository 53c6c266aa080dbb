import { describe, expect, it } from "vitest";
import type { PublicGoalSummary } from "../../../core/schemas.js";
import { DEFAULT_EXPLORE_FILTERS, exploreItems, exploreQueryOptions, parseExploreFilters } from "./explore-query.js";
import { previewText } from "./preview.js";

const g = (id: string) => ({ id }) as PublicGoalSummary;

describe("explore list helpers", () => {
  it("joins pages and shows a goal that moved across a page boundary once", () => {
    expect(exploreItems([{ items: [g("a"), g("b")] }, { items: [g("b"), g("c")] }]).map((x) => x.id)).toEqual(["a", "b", "c"]);
    expect(exploreItems(undefined)).toEqual([]);
  });

  it("reads filters from the address, defaulting to all timeframes and most liked", () => {
    expect(DEFAULT_EXPLORE_FILTERS).toEqual({ q: "", timeframe: "all", sort: "likes" });
    expect(parseExploreFilters(new URLSearchParams("q=run&timeframe=weekly&sort=progress"))).toEqual({
      q: "run",
      timeframe: "weekly",
      sort: "progress",
    });
    expect(parseExploreFilters(new URLSearchParams("timeframe=hourly&sort=random"))).toEqual(DEFAULT_EXPLORE_FILTERS);
  });

  it("asks the server for 12 at a time with the search, timeframe and cursor", async () => {
    const calls: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      calls.push(url);
      return new Response("[]", { status: 200, headers: { "x-next-cursor": "next-1" } });
    }) as typeof fetch;
    try {
      const opts = exploreQueryOptions({ q: "  Run ", timeframe: "daily", sort: "recent" });
      const page = await opts.queryFn!({ pageParam: "c0", signal: new AbortController().signal } as never);
      expect(page).toEqual({ items: [], nextCursor: "next-1" });
      expect(calls[0]).toBe("/api/goals/public?sort=recent&limit=12&cursor=c0&q=Run&timeframe=daily");
      expect(opts.getNextPageParam({ items: [], nextCursor: "n2" }, [], undefined, [])).toBe("n2");
      expect(opts.getNextPageParam({ items: [], nextCursor: undefined }, [], undefined, [])).toBeUndefined();
      const all = exploreQueryOptions(DEFAULT_EXPLORE_FILTERS);
      await all.queryFn!({ pageParam: undefined, signal: new AbortController().signal } as never);
      expect(calls[1]).toBe("/api/goals/public?sort=likes&limit=12");
    } finally {
      globalThis.fetch = original;
    }
  });

  it("respells a goal whose answer spells createdAt, updatedAt or a latest update's createdAt", async () => {
    const original = globalThis.fetch;
    const wire = {
      id: "g1",
      createdAt: "2026-03-01T10:00:00Z",
      updatedAt: "2026-03-02T10:00:00Z",
      latest_update: { note: "n", progress: 5, createdAt: "2026-03-02T10:00:00Z" },
    };
    globalThis.fetch = (async () => new Response(JSON.stringify([wire]), { status: 200 })) as typeof fetch;
    try {
      const page = await exploreQueryOptions(DEFAULT_EXPLORE_FILTERS).queryFn!({
        pageParam: undefined,
        signal: new AbortController().signal,
      } as never);
      expect(page.items).toEqual([
        {
          id: "g1",
          created_at: "2026-03-01T10:00:00Z",
          updated_at: "2026-03-02T10:00:00Z",
          latest_update: { note: "n", progress: 5, created_at: "2026-03-02T10:00:00Z" },
        },
      ]);
    } finally {
      globalThis.fetch = original;
    }
  });

  it("cuts previews with an ellipsis only when longer than the limit", () => {
    expect(previewText("x".repeat(160), 160)).toEqual({ text: "x".repeat(160), cut: false });
    expect(previewText("x".repeat(161), 160)).toEqual({ text: `${"x".repeat(160)}…`, cut: true });
    expect(previewText("  short  ", 120)).toEqual({ text: "short", cut: false });
  });
});
