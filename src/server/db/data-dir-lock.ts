import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { makePrivateDir, PRIVATE_FILE_MODE } from "./data-dir-privacy.ts";
import { isNodeProcess, readProcessIdentity } from "./process-identity.ts";

export class DataDirLockedError extends Error {
  constructor(
    readonly holderPid: number,
    readonly holder: string,
  ) {
    super(`the embedded database is in use by ${holder} (pid ${holderPid})`);
  }
}

/** What the lock file holds. `identity` and `token` are absent in locks of older versions. */
interface LockRecord {
  pid?: number;
  holder?: string;
  since?: string;
  /** The holder's start identity (see readProcessIdentity): a reused pid has another one. */
  identity?: string;
  /** Random per lock: the release removes only its own lock. */
  token?: string;
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
 * Whether the process named in the lock still holds it: it is alive and it is the same process
 * that wrote the lock (same start identity), not an unrelated one that got the pid since.
 */
function isHeld(record: LockRecord): boolean {
  const pid = record.pid;
  if (!pid || pid === process.pid || !isAlive(pid)) return false;
  const identity = readProcessIdentity(pid);
  if (record.identity && identity) return record.identity === identity;
  // A lock without identity (older version), or no /proc: a live Node.js process holds it.
  return isNodeProcess(pid) ?? true;
}

function readLock(file: string): LockRecord {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockRecord;
  } catch {
    return {}; // half-written or unreadable: treat as stale
  }
}

/**
 * The embedded database may be opened by one process at a time. Takes an exclusive lock file
 * in the data folder (a stale lock, of a dead process or of a pid now used by another process,
 * is replaced) and returns its release.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  makePrivateDir(dataDir);
  const file = path.join(dataDir, "db.lock");
  const token = randomUUID();
  const record: LockRecord = {
    pid: process.pid,
    holder,
    since: new Date().toISOString(),
    identity: readProcessIdentity(process.pid),
    token,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(record), { flag: "wx", mode: PRIVATE_FILE_MODE });
      return () => {
        if (readLock(file).token === token) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readLock(file);
      if (isHeld(current)) throw new DataDirLockedError(current.pid!, current.holder ?? "another process");
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}
