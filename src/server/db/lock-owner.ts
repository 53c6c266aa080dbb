/**
 * Who holds a data directory's lock, for the message a refused server prints. Informational
 * only: the lock itself is the kernel's (./lock.ts), never this file. A pid seen from another
 * PID namespace (another container) means nothing here, so the host name goes with it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const OWNER_FILE = "progressvault.lock";

export function ownerFile(dataDir: string): string {
  return path.join(dataDir, OWNER_FILE);
}

/** Written only by the lock's holder, atomically, so a reader never sees half of it. */
export function writeOwner(dataDir: string): void {
  const file = ownerFile(dataDir);
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${JSON.stringify({ pid: process.pid, host: os.hostname() })}\n`);
  fs.renameSync(partial, file);
}

export function removeOwner(dataDir: string): void {
  try {
    fs.rmSync(ownerFile(dataDir), { force: true });
  } catch {
    // a stale name is harmless: the next holder overwrites it
  }
}

/** " (pid N)", " (pid N on host H)" for another host name, or "" when unknown. */
export function describeOwner(dataDir: string): string {
  let text: string;
  try {
    text = fs.readFileSync(ownerFile(dataDir), "utf8").trim();
  } catch {
    return "";
  }
  let owner: { pid?: unknown; host?: unknown };
  try {
    owner = JSON.parse(text) as { pid?: unknown; host?: unknown };
  } catch {
    owner = { pid: Number(text) }; // an older server's file: the pid alone
  }
  if (!Number.isInteger(owner.pid) || (owner.pid as number) <= 0) return "";
  const host = typeof owner.host === "string" && owner.host !== os.hostname() ? ` on host ${owner.host}` : "";
  return ` (pid ${String(owner.pid)}${host})`;
}
