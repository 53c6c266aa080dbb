import { afterEach, describe, expect, it } from "vitest";
import { addLikeCountCache, patchLikeCounts, withLikeCount } from "./like-counts.js";
import { queryClient } from "./query-client.js";
import { queryKeys } from "./query-keys.js";

const goal = (id: string, likes: number) => ({ id, title: id, likes_count: likes, likes });

describe("withLikeCount", () => {
  it("patches the goal in an array, an infinite query and a detail, never below 0", () => {
    const list = [goal("a", 1), goal("b", 2)];
    expect(withLikeCount(list, "b", (n) => n + 1)).toEqual([goal("a", 1), goal("b", 3)]);
    const infinite = { pages: [{ items: [goal("a", 1)], nextCursor: "x" }, { items: [goal("b", 0)] }], pageParams: [undefined, "x"] };
    expect(withLikeCount(infinite, "b", (n) => n - 1)).toEqual({
      pages: [{ items: [goal("a", 1)], nextCursor: "x" }, { items: [goal("b", 0)] }],
      pageParams: [undefined, "x"],
    });
    expect(withLikeCount(infinite, "a", () => 7).pages[0]?.items[0]).toEqual(goal("a", 7));
    expect(withLikeCount({ ...goal("c", 4), journal: [] }, "c", (n) => n + 1)).toEqual({ ...goal("c", 5), journal: [] });
  });

  it("returns the same object when the goal is not in it", () => {
    const list = [goal("a", 1)];
    expect(withLikeCount(list, "zzz", (n) => n + 1)).toBe(list);
    const infinite = { pages: [{ items: list }], pageParams: [] };
    expect(withLikeCount(infinite, "zzz", (n) => n + 1)).toBe(infinite);
    expect(withLikeCount(undefined, "a", (n) => n + 1)).toBeUndefined();
  });
});

describe("patchLikeCounts", () => {
  afterEach(() => queryClient.clear());

  it("patches every registered cache until it unregisters", () => {
    let count = 3;
    const remove = addLikeCountCache((id, next) => {
      if (id === "a") count = next(count);
    });
    patchLikeCounts("a", (n) => n + 1);
    patchLikeCounts("b", (n) => n + 1);
    expect(count).toBe(4);
    remove();
    patchLikeCounts("a", (n) => n + 1);
    expect(count).toBe(4);
  });

  it("patches the query client's cached public lists, and nothing else", () => {
    queryClient.setQueryData(queryKeys.publicList({ view: "explore" }), { pages: [{ items: [goal("a", 1)] }], pageParams: [undefined] });
    queryClient.setQueryData(queryKeys.publicList({ view: "advanced-search" }), [goal("a", 1)]);
    queryClient.setQueryData(queryKeys.goals, [goal("a", 1)]);
    patchLikeCounts("a", (n) => n + 1);
    expect(queryClient.getQueryData<any>(queryKeys.publicList({ view: "explore" })).pages[0].items[0].likes_count).toBe(2);
    expect(queryClient.getQueryData<any>(queryKeys.publicList({ view: "advanced-search" }))[0].likes_count).toBe(2);
    expect(queryClient.getQueryData<any>(queryKeys.goals)[0].likes_count).toBe(1);
  });
});
