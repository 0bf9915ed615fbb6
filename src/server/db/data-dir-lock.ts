import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly holderPid: number,
    readonly holder: string,
  ) {
    super(`the embedded database is in use by ${holder} (pid ${holderPid})`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database may be opened by one process at a time. Takes an exclusive lock file
 * in the data folder (a stale lock of a dead process is replaced) and returns its release.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "db.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() }), {
        flag: "wx",
      });
      return () => {
        try {
          const current = JSON.parse(fs.readFileSync(file, "utf8")) as { pid: number };
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let current: { pid?: number; holder?: string } = {};
      try {
        current = JSON.parse(fs.readFileSync(file, "utf8"));
      } catch {
        /* half-written or unreadable: treat as stale */
      }
      if (current.pid && current.pid !== process.pid && isAlive(current.pid)) {
        throw new DataDirLockedError(current.pid, current.holder ?? "another process");
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}
