/** Whether a SQLite file at its path is still the file the server opened (a file moved in at the same path is another file). */
import fs from "node:fs";
import type { SqliteFile } from "./open.js";

export function isTheFile(file: SqliteFile): boolean {
  try {
    const now = fs.statSync(file.path);
    return now.ino === file.ino && now.dev === file.dev;
  } catch {
    return false;
  }
}

/** Answers 503 through db/errors.ts, like the server's own guard (health.ts). */
export function fileGone(): Error {
  return Object.assign(new Error("The database file was removed or replaced while the server runs; restart it"), {
    code: "SQLITE_CANTOPEN",
  });
}
