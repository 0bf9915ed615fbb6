import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), "data-dir-lock.ts");
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  children.splice(0).forEach((child) => child.kill("SIGKILL"));
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

const readLock = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "db.lock"), "utf8"));

/** Another Node.js process of the product that takes the lock and keeps running. */
async function startLockHolder(dir: string): Promise<ChildProcess> {
  const script =
    `const { lockDataDir } = await import(${JSON.stringify(lockModule)});` +
    `lockDataDir(${JSON.stringify(dir)}, "the server"); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (data: Buffer) => data.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

/** A live process that has nothing to do with the product. */
function startUnrelatedProcess(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: "ignore" });
  children.push(child);
  return child;
}

describe("lockDataDir", () => {
  it("refuses while another live server process holds the lock, naming it", async () => {
    const dir = tempDir();
    const holder = await startLockHolder(dir);
    expect(() => lockDataDir(dir, "create-admin")).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, "create-admin")).toThrow(new RegExp(`the server \\(pid ${holder.pid}\\)`));
    expect(readLock(dir).pid).toBe(holder.pid);
  });

  it("replaces a stale lock whose pid now belongs to an unrelated live process", () => {
    const dir = tempDir();
    const sleeper = startUnrelatedProcess("sleep", ["30"]);
    fs.writeFileSync(path.join(dir, "db.lock"), JSON.stringify({ pid: sleeper.pid, holder: "old server" }));
    const release = lockDataDir(dir, "the server");
    expect(readLock(dir).pid).toBe(process.pid);
    release();
  });

  it.runIf(fs.existsSync("/proc/self/stat"))(
    "replaces a lock whose pid is a live Node.js process started after the lock was written",
    () => {
      const dir = tempDir();
      const other = startUnrelatedProcess(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
      const lock = { pid: other.pid, holder: "old server", identity: "another-boot:12345", token: "old" };
      fs.writeFileSync(path.join(dir, "db.lock"), JSON.stringify(lock));
      const release = lockDataDir(dir, "the server");
      expect(readLock(dir).pid).toBe(process.pid);
      release();
    },
  );

  it("replaces the stale lock of a dead process and releases its own", async () => {
    const dir = tempDir();
    const dead = spawn("true");
    await new Promise((r) => dead.once("exit", r));
    fs.writeFileSync(path.join(dir, "db.lock"), JSON.stringify({ pid: dead.pid, holder: "old server" }));
    const release = lockDataDir(dir, "the server");
    expect(readLock(dir).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  });

  it("takes the lock again once the holder has stopped", async () => {
    const dir = tempDir();
    const holder = await startLockHolder(dir);
    holder.kill("SIGKILL");
    await new Promise((r) => holder.once("exit", r));
    const release = lockDataDir(dir, "create-admin");
    expect(readLock(dir).holder).toBe("create-admin");
    release();
  });

  it("writes a lock file only its owner can read, in a private folder", () => {
    const dir = path.join(tempDir(), "data");
    const previous = process.umask(0o000);
    try {
      const release = lockDataDir(dir, "the server");
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dir, "db.lock")).mode & 0o777).toBe(0o600);
      release();
    } finally {
      process.umask(previous);
    }
  });
});
