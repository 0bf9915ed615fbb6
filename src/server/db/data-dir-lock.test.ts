import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("lockDataDir", () => {
  it("refuses while another live process holds the lock, naming it", async () => {
    const dir = tempDir();
    const other = spawn("sleep", ["10"]);
    try {
      fs.writeFileSync(path.join(dir, "db.lock"), JSON.stringify({ pid: other.pid, holder: "the server" }));
      expect(() => lockDataDir(dir, "create-admin")).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir, "create-admin")).toThrow(/the server \(pid \d+\)/);
      expect(JSON.parse(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).pid).toBe(other.pid);
    } finally {
      other.kill();
    }
  });

  it("replaces the stale lock of a dead process and releases its own", async () => {
    const dir = tempDir();
    const dead = spawn("true");
    await new Promise((r) => dead.once("exit", r));
    fs.writeFileSync(path.join(dir, "db.lock"), JSON.stringify({ pid: dead.pid, holder: "old server" }));
    const release = lockDataDir(dir, "the server");
    expect(JSON.parse(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  });
});
