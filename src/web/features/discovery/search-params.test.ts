import { describe, expect, it } from "vitest";
import { DEFAULT_SEARCH_FILTERS } from "../../../core/public-search.js";
import { filtersFromSearchParams, filtersToSearchParams, savedFilterHref } from "./search-params.js";

describe("search params", () => {
  it("round-trips filters, leaving defaults out of the URL", () => {
    const f = { ...DEFAULT_SEARCH_FILTERS, q: "run", minP: "10", to: "2024-02-01", sort: "title" };
    const params = filtersToSearchParams(f);
    expect(params.toString()).toBe("q=run&minP=10&to=2024-02-01&sort=title");
    expect(filtersFromSearchParams(params)).toEqual(f);
    expect(filtersToSearchParams(DEFAULT_SEARCH_FILTERS).size).toBe(0);
  });

  it("links an advanced saved filter to advanced search and an explore filter to explore", () => {
    expect(
      savedFilterHref({ q: "", category: "all", timeframe: "all", minP: 0, maxP: 100, from: "", to: "", sort: "recent", saved_at: "" }),
    ).toBe("/advanced-search");
    expect(
      savedFilterHref({
        q: "x",
        category: "career",
        timeframe: "all",
        minP: 5,
        maxP: 100,
        from: "2024-01-01",
        to: "",
        sort: "recent",
        saved_at: "",
      }),
    ).toBe("/advanced-search?q=x&category=career&minP=5&from=2024-01-01");
    expect(savedFilterHref({ q: "read", timeframe: "daily", sort: "likes", saved_at: "" })).toBe(
      "/explore?q=read&timeframe=daily&sort=likes",
    );
  });
});
