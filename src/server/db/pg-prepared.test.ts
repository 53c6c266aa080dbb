import { describe, expect, it } from "vitest";
import { StatementNames } from "./pg-prepared.js";

describe("StatementNames", () => {
  it("gives one text one name, and stops naming at the limit", () => {
    const names = new StatementNames({ maxStatements: 2, maxTextLength: 100 });
    const a = names.nameFor("select $1");
    expect(a).toMatch(/^pv_\d+$/);
    expect(names.nameFor("select $1")).toBe(a);
    const b = names.nameFor("select $1, $2");
    expect(b).not.toBe(a);
    expect(names.nameFor("select $1, $2, $3")).toBeUndefined();
    expect(names.size).toBe(2);
    // Texts named before the limit keep their names.
    expect(names.nameFor("select $1, $2")).toBe(b);
  });

  it("leaves texts longer than the limit unnamed", () => {
    const names = new StatementNames({ maxStatements: 10, maxTextLength: 20 });
    expect(names.nameFor(`insert into t values ${"($1), ".repeat(10)}`)).toBeUndefined();
    expect(names.size).toBe(0);
  });
});
