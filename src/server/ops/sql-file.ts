/**
 * The PostgreSQL backup file: plain SQL in the shape of `pg_dump --data-only --inserts`,
 * that psql can also load. Every statement sits on one line (strings with line breaks use
 * E'' escapes), so a restore can stream the file a line at a time. Comment lines at the top
 * carry the format, the schema version and each table's row count. A restore never runs this
 * text: ./sql-file-reader.ts reads it strictly as data (docs/decisions/013).
 */
import type { Value } from "./tables.js";

export const SQL_MAGIC = "-- ProgressVault PostgreSQL backup";
export const SQL_FORMAT_VERSION = 1;

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

// Backslash and control characters (the range is written out of code points: lint forbids
// control characters in regular expression literals).
const CONTROL = `${String.fromCharCode(0)}-${String.fromCharCode(0x1f)}${String.fromCharCode(0x7f)}`;
const NEEDS_ESCAPE = new RegExp(`[\\\\${CONTROL}]`);
const ESCAPED = new RegExp(`[\\\\'${CONTROL}]`, "g");

export function literal(v: Value): string {
  if (v === null) return "NULL";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new Error(`cannot write ${v} to SQL`);
    return String(v);
  }
  if (!NEEDS_ESCAPE.test(v)) return `'${v.replaceAll("'", "''")}'`;
  const body = v.replace(ESCAPED, (c) => {
    switch (c) {
      case "\\":
        return "\\\\";
      case "'":
        return "\\'";
      case "\n":
        return "\\n";
      case "\r":
        return "\\r";
      case "\t":
        return "\\t";
      default:
        return `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`;
    }
  });
  return `E'${body}'`;
}

export function insertStatement(table: string, columns: readonly string[], rows: readonly Record<string, Value>[]): string {
  const values = rows.map((r) => `(${columns.map((c) => literal(r[c] ?? null)).join(", ")})`).join(", ");
  return `INSERT INTO ${quoteIdent(table)} (${columns.map(quoteIdent).join(", ")}) VALUES ${values};`;
}

export interface SqlHeader {
  migrations: string[];
  counts: Record<string, number>;
}

export function headerLines(h: SqlHeader, createdAt: string): string[] {
  return [
    SQL_MAGIC,
    `-- format: ${SQL_FORMAT_VERSION}`,
    `-- created: ${createdAt}`,
    `-- migrations: ${h.migrations.join(" ")}`,
    `-- rows: ${Object.entries(h.counts)
      .map(([t, n]) => `${t}=${n}`)
      .join(" ")}`,
    "-- Restore: `npm run restore -- FILE` with DATABASE_URL set (servers stopped); it reads",
    "-- this file as data only. psql -v ON_ERROR_STOP=1 -f FILE runs it as SQL: only a file you wrote.",
  ];
}

export function parseHeader(lines: readonly string[]): SqlHeader {
  if (lines[0] !== SQL_MAGIC) throw new Error("not a ProgressVault PostgreSQL backup (first line differs)");
  const field = (name: string) => lines.find((l) => l.startsWith(`-- ${name}: `))?.slice(`-- ${name}: `.length);
  const format = Number(field("format"));
  if (format !== SQL_FORMAT_VERSION) throw new Error(`backup format ${field("format")} is not supported (expected ${SQL_FORMAT_VERSION})`);
  const migrations = (field("migrations") ?? "").split(" ").filter(Boolean);
  const counts: Record<string, number> = {};
  for (const pair of (field("rows") ?? "").split(" ").filter(Boolean)) {
    const m = /^([a-z_]+)=(\d+)$/.exec(pair);
    if (!m) throw new Error(`its header's row count ${JSON.stringify(pair)} is not "table=number"`);
    counts[m[1]!] = Number(m[2]);
  }
  return { migrations, counts };
}
