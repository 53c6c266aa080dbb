import { afterEach, describe, expect, it, vi } from "vitest";
import { publicSearchQueryOptions } from "./public-search-query.js";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("publicSearchQueryOptions", () => {
  it("respells goals whose answer spells createdAt (core/wire-shape.ts), as they enter", async () => {
    const wire = [{ id: "g1", title: "Run", createdAt: "2024-02-15T10:00:00.000Z" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(wire), { status: 200 })),
    );
    const items = await publicSearchQueryOptions({}).queryFn!({ signal: new AbortController().signal } as never);
    expect(items).toEqual([{ id: "g1", title: "Run", created_at: "2024-02-15T10:00:00.000Z" }]);
  });
});
