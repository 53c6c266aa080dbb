/** The strict reader accepts everything the writer writes, and nothing that is not a literal. */
import { describe, expect, it } from "vitest";
import { BackupFormatError, parseInsert } from "./sql-file-reader.js";
import { insertStatement } from "./sql-file.js";

const likeRow = (goal_id: string, user_id: string, created_at: string) => ({ goal_id, user_id, created_at });

describe("parseInsert", () => {
  it("reads back every string the writer escapes", () => {
    const tricky = [
      "plain",
      "it's",
      "back\\slash",
      "line\nbreak\r\ttab",
      "nul\u0000 and \u001f and \u007f",
      "Ünïcödé ✓ 😀",
      "",
      "''",
      "E'x'",
    ];
    const rows = tricky.map((s, i) => likeRow(s, String(i), "2026-01-01T00:00:00.000Z"));
    const parsed = parseInsert(insertStatement("likes", ["goal_id", "user_id", "created_at"], rows), 7);
    expect(parsed.table.name).toBe("likes");
    expect(parsed.rows.map((r) => r[0])).toEqual(tricky);
  });

  it("reads NULL, booleans and numbers as data", () => {
    const stmt =
      'INSERT INTO "goals" ("id", "public", "progress", "last_entry_at") VALUES (\'g\', true, -45, NULL), (\'h\', false, 1.5e+21, NULL);';
    expect(parseInsert(stmt, 1).rows).toEqual([
      ["g", true, "-45", null],
      ["h", false, "1.5e+21", null],
    ]);
  });

  const refused: [string, string][] = [
    ["an expression", 'INSERT INTO "likes" ("goal_id") VALUES ((select 1));'],
    ["a function call", 'INSERT INTO "likes" ("goal_id") VALUES (pg_sleep(10));'],
    ["a cast", 'INSERT INTO "likes" ("goal_id") VALUES (\'1\'::int);'],
    ["a second statement", 'INSERT INTO "likes" ("goal_id") VALUES (\'1\'); DROP TABLE users;'],
    ["a comment", 'INSERT INTO "likes" ("goal_id") VALUES (\'1\'); -- x'],
    ["an unknown table", 'INSERT INTO "pg_authid" ("rolname") VALUES (\'x\');'],
    ["an unknown column", 'INSERT INTO "likes" ("oid") VALUES (\'x\');'],
    ["a column twice", 'INSERT INTO "likes" ("goal_id", "goal_id") VALUES (\'x\', \'y\');'],
    ["too few values", 'INSERT INTO "likes" ("goal_id", "user_id") VALUES (\'x\');'],
    ["an unterminated string", 'INSERT INTO "likes" ("goal_id") VALUES (\'x);'],
    ["an unknown escape", 'INSERT INTO "likes" ("goal_id") VALUES (E\'\\u0041\');'],
    ["a dollar-quoted string", 'INSERT INTO "likes" ("goal_id") VALUES ($$x$$);'],
    ["an ON CONFLICT clause", 'INSERT INTO "likes" ("goal_id") VALUES (\'x\') ON CONFLICT DO NOTHING;'],
  ];
  for (const [what, stmt] of refused) {
    it(`refuses ${what}`, () => {
      expect(() => parseInsert(stmt, 3)).toThrow(BackupFormatError);
      expect(() => parseInsert(stmt, 3)).toThrow(/^line 3/);
    });
  }
});
