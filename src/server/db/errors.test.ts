/** Which driver errors mean "the database cannot serve" (503) and which are the input's (4xx or a bug). */
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation } from "./errors.js";

const err = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises faults of the database from both engines", () => {
    for (const code of [
      "ECONNREFUSED",
      "57P01",
      "3D000",
      "42P01",
      "53100",
      "08006",
      "SQLITE_FULL",
      "SQLITE_IOERR_WRITE",
      "SQLITE_CORRUPT",
      "SQLITE_READONLY",
      "SQLITE_CANTOPEN",
    ]) {
      expect([code, isDatabaseUnavailable(err(code))]).toEqual([code, true]);
    }
    expect(isDatabaseUnavailable(err("SQLITE_ERROR", "no such table: users"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([err("ECONNREFUSED")]))).toBe(true);
  });

  it("leaves errors of the input and of the code alone", () => {
    for (const code of [
      "23505",
      "23503",
      "22P02",
      "22001",
      "42601",
      "40P01",
      "SQLITE_CONSTRAINT_UNIQUE",
      "SQLITE_CONSTRAINT_FOREIGNKEY",
      "SQLITE_ERROR",
      "SQLITE_MISMATCH",
    ]) {
      expect([code, isDatabaseUnavailable(err(code))]).toEqual([code, false]);
    }
    expect(isDatabaseUnavailable(err("SQLITE_ERROR", "cannot rollback - no transaction is active"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isUniqueViolation(err("23505"))).toBe(true);
  });
});
