import { describe, expect, it } from "vitest";
import { prefersRepresentation } from "./prefer.js";

describe("prefersRepresentation (RFC 7240)", () => {
  it("reads return=representation among other preferences, in any case, quoted or not", () => {
    expect(prefersRepresentation("return=representation")).toBe(true);
    expect(prefersRepresentation('respond-async, Return = "Representation"; x=1')).toBe(true);
    expect(prefersRepresentation(["wait=10", "return=representation"])).toBe(true);
  });

  it("is false without the header, for return=minimal and for other preferences", () => {
    expect(prefersRepresentation(undefined)).toBe(false);
    expect(prefersRepresentation("return=minimal")).toBe(false);
    expect(prefersRepresentation("handling=lenient; return=representation")).toBe(false);
    expect(prefersRepresentation("")).toBe(false);
  });
});
