/**
 * One server per data directory: two processes writing one SQLite file through separate
 * WAL indexes is how self-hosted apps lose data. The lock file holds the owner's pid; a lock
 * left by a process that no longer runs (kill -9, power loss) is taken over.
 */
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false; // a restart in a container reuses our own pid
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, "progressvault.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
      if (isRunning(owner)) {
        throw new DataDirLockedError(
          `Another ProgressVault server (pid ${owner}) is using ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
        );
      }
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}
