/** A call's URL comes from its endpoint: `{name}` filled (encoded) from params, the query appended. */
import { describe, expect, it } from "vitest";
import { urlOf } from "./api.js";

describe("urlOf", () => {
  it("fills path parameters, encoded", () => {
    expect(urlOf("GET /goals/public/{username}/{slug}", { params: { username: "ann", slug: "run/5k ü" } })).toEqual([
      "GET",
      "/goals/public/ann/run%2F5k%20%C3%BC",
    ]);
  });

  it("appends the query, leaving out undefined values but keeping empty ones (analytics of no goals)", () => {
    expect(urlOf("GET /analytics", { query: { tz: "Europe/Paris", goals: "" } })).toEqual(["GET", "/analytics?tz=Europe%2FParis&goals="]);
    expect(urlOf("GET /journal", { query: { limit: "20", goal_id: undefined, cursor: undefined } })).toEqual(["GET", "/journal?limit=20"]);
    expect(urlOf("GET /goals/public", { query: {} })).toEqual(["GET", "/goals/public"]);
  });
});
