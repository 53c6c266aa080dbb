/**
 * Reads a PostgreSQL backup file (./sql-file.ts) strictly as data. The file's text is never
 * sent to the database: each line must be one of the few shapes the writer produces, an
 * INSERT names a table of TABLES and only its columns, and every value must be a literal
 * (NULL, true/false, a number, a quoted string). The rows come back as parameters for a
 * statement the restore builds itself from TABLES, so a hostile file can at most carry wrong
 * data, never a function, a trigger or a statement outside the load's transaction.
 */
import fs from "node:fs";
import readline from "node:readline";
import { SQL_MAGIC, parseHeader, type SqlHeader } from "./sql-file.js";
import { TABLES, type TableSpec } from "./tables.js";

/** The file is not a well-formed ProgressVault backup; the message says where and why. */
export class BackupFormatError extends Error {}

/** Numbers stay the text they were written as, so PostgreSQL parses them exactly. */
export type DataValue = string | boolean | null;

export interface InsertRows {
  line: number;
  table: TableSpec;
  columns: string[];
  rows: DataValue[][];
}

const SET_LINES = new Set(["SET client_encoding = 'UTF8';", "SET standard_conforming_strings = on;"]);
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const INSERT_HEAD = /^INSERT INTO "([a-z_]+)" \(/;
const TRUNCATE = /^TRUNCATE TABLE "[a-z_]+"(?:, "[a-z_]+")*;$/;

/** Parses one INSERT line: `INSERT INTO "t" ("a", "b") VALUES (lit, lit), (lit, lit);`. */
export function parseInsert(text: string, line: number): InsertRows {
  const head = INSERT_HEAD.exec(text);
  if (!head) throw new BackupFormatError(`line ${line} is not part of a ProgressVault backup`);
  const table = TABLES.find((t) => t.name === head[1]);
  const where = `line ${line} (INSERT INTO "${head[1]}")`;
  if (!table) throw new BackupFormatError(`${where}: not a table of ProgressVault backups`);
  let i = head[0].length;
  const fail = (why: string): never => {
    throw new BackupFormatError(`${where}: ${why} at character ${i + 1}`);
  };
  const expect = (s: string) => {
    if (!text.startsWith(s, i)) fail(`expected ${JSON.stringify(s)}`);
    i += s.length;
  };

  const columns: string[] = [];
  for (;;) {
    const m = /"([a-z_]+)"/y;
    m.lastIndex = i;
    const c = m.exec(text);
    if (!c) fail("expected a column name");
    const name = c![1]!;
    if (!table.columns.includes(name)) throw new BackupFormatError(`${where}: unknown column "${name}"`);
    if (columns.includes(name)) throw new BackupFormatError(`${where}: column "${name}" twice`);
    columns.push(name);
    i = m.lastIndex;
    if (text.startsWith(", ", i)) i += 2;
    else break;
  }
  expect(") VALUES ");

  const value = (): DataValue => {
    for (const [word, v] of [
      ["NULL", null],
      ["true", true],
      ["false", false],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    NUMBER.lastIndex = i;
    const n = NUMBER.exec(text);
    if (n) {
      i = NUMBER.lastIndex;
      return n[0];
    }
    const escaped = text.startsWith("E'", i);
    if (!escaped && text[i] !== "'") fail("a value is not a literal");
    i += escaped ? 2 : 1;
    let out = "";
    for (;;) {
      const ch = text[i];
      if (ch === undefined) fail("unterminated string");
      if (ch === "'") {
        if (text[i + 1] === "'") {
          out += "'";
          i += 2;
          continue;
        }
        i++;
        return out;
      }
      if (escaped && ch === "\\") {
        const e = text[i + 1];
        const simple: Record<string, string> = { "\\": "\\", "'": "'", n: "\n", r: "\r", t: "\t" };
        if (e !== undefined && simple[e] !== undefined) {
          out += simple[e];
          i += 2;
          continue;
        }
        const hex = /x([0-9a-fA-F]{2})/y;
        hex.lastIndex = i + 1;
        const h = hex.exec(text);
        if (!h) fail("unknown escape");
        out += String.fromCharCode(parseInt(h![1]!, 16));
        i += 4;
        continue;
      }
      out += ch;
      i++;
    }
  };

  const rows: DataValue[][] = [];
  for (;;) {
    expect("(");
    const row: DataValue[] = [];
    for (;;) {
      row.push(value());
      if (text.startsWith(", ", i)) i += 2;
      else break;
    }
    expect(")");
    if (row.length !== columns.length) fail(`a row has ${row.length} values for ${columns.length} columns`);
    rows.push(row);
    if (text.startsWith(", ", i)) i += 2;
    else break;
  }
  expect(";");
  if (i !== text.length) fail("unexpected text after the last row");
  return { line, table, columns, rows };
}

export interface BackupSummary {
  header: SqlHeader;
  /** Rows per table of TABLES, as found in the file (every table, 0 when absent). */
  counts: Record<string, number>;
}

/**
 * Reads the whole file: header comments, the SET lines, BEGIN, one TRUNCATE, INSERTs, COMMIT,
 * in that order and nothing else (blank lines aside), and checks the rows against the counts
 * the header declares. Calls `onRows` for each INSERT when given; without it, touches nothing.
 */
export async function readBackupFile(file: string, onRows?: (rows: InsertRows) => Promise<void>): Promise<BackupSummary> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  const head: string[] = [];
  let header: SqlHeader | undefined;
  let state: "head" | "before" | "begun" | "loading" | "done" = "head";
  const counts: Record<string, number> = Object.fromEntries(TABLES.map((t) => [t.name, 0]));
  let n = 0;
  try {
    for await (const text of lines) {
      n++;
      if (state === "head") {
        if (text.startsWith("--")) {
          head.push(text);
          continue;
        }
        if (head[0] !== SQL_MAGIC) throw new BackupFormatError("not a ProgressVault PostgreSQL backup (first line differs)");
        try {
          header = parseHeader(head);
        } catch (err) {
          throw new BackupFormatError((err as Error).message);
        }
        state = "before";
      }
      if (text === "") continue;
      const outOfPlace = () =>
        new BackupFormatError(`line ${n} is not part of a ProgressVault backup (a backup holds only its tables' rows)`);
      if (state === "before" && SET_LINES.has(text)) continue;
      if (state === "before" && text === "BEGIN;") state = "begun";
      else if (state === "begun" && TRUNCATE.test(text)) state = "loading";
      else if (state === "loading" && text === "COMMIT;") state = "done";
      else if (state === "loading" && text.startsWith("INSERT INTO ")) {
        const insert = parseInsert(text, n);
        counts[insert.table.name]! += insert.rows.length;
        if (onRows) await onRows(insert);
      } else throw outOfPlace();
    }
  } finally {
    lines.close();
  }
  if (!header) throw new BackupFormatError("the file is empty or not a ProgressVault PostgreSQL backup");
  if (state !== "done") throw new BackupFormatError("the file is cut short (no COMMIT at its end)");
  const unknown = Object.keys(header.counts).filter((t) => !TABLES.some((s) => s.name === t));
  if (unknown.length)
    throw new BackupFormatError(`its header declares rows of ${unknown.join(", ")}, not a table of ProgressVault backups`);
  const wrong = TABLES.filter((t) => (header!.counts[t.name] ?? 0) !== counts[t.name]);
  if (wrong.length) {
    throw new BackupFormatError(
      `row counts differ from its header's: ${wrong.map((t) => `${t.name}: the file holds ${counts[t.name]} rows, its header says ${header!.counts[t.name] ?? "nothing"}`).join("; ")}`,
    );
  }
  return { header, counts };
}
