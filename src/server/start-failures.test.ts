import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startServerProcess } from "../../test-support/server-process.ts";
import { describeDataDirError } from "./db/data-dir-problems.ts";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).reverse().forEach((cleanup) => cleanup()));

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "start-failure-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A small tmpfs of its own (root only): a full disk, or a read-only file system, for real. */
function mountTmpfs(size: string, options: { readOnly?: boolean } = {}): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const dir = tempDir();
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}${options.readOnly ? ",ro" : ""}`, "tmpfs", dir], { stdio: "ignore" });
  } catch {
    return undefined;
  }
  cleanups.push(() => execFileSync("umount", [dir], { stdio: "ignore" }));
  return dir;
}

const canMount = (() => {
  const dir = mountTmpfs("64k");
  cleanups.splice(0).reverse().forEach((cleanup) => cleanup());
  return dir !== undefined;
})();

/** Starts the server on dataDir and waits for its exit: the code and every line it printed. */
async function startAndExit(dataDir: string, env: Record<string, string> = {}) {
  const server = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir, PAYMENTS: "test", LOG_LEVEL: "error", ...env });
  cleanups.push(() => server.cleanup());
  const code = await server.exited;
  return { code, lines: server.output().split("\n").filter((line) => line.trim() !== "") };
}

const unreachablePostgres = { DATABASE_URL: "postgres://shop:secret@127.0.0.1:1/shop", SESSION_SECRET: "a-session-secret-of-at-least-32-characters" };

describe("a data folder the server cannot use stops the start with one line", () => {
  it("a file where the folder should be: named, left as it was", async () => {
    const file = path.join(tempDir(), "data");
    fs.writeFileSync(file, "not a folder");
    const { code, lines } = await startAndExit(file);
    expect(code).toBe(1);
    expect(lines).toEqual([`Cannot start: the data folder ${file} (DATA_DIR) is a file, not a folder.`]);
    expect(fs.readFileSync(file, "utf8")).toBe("not a folder");
  });

  it.skipIf(!canMount)("a read-only file system, on the embedded database and on PostgreSQL (which is not blamed)", async () => {
    const readOnly = mountTmpfs("1m", { readOnly: true })!;
    for (const env of [{}, unreachablePostgres]) {
      for (const dataDir of [readOnly, path.join(readOnly, "data")]) {
        const { code, lines } = await startAndExit(dataDir, env);
        expect(code).toBe(1);
        expect(lines).toEqual([`Cannot start: the data folder ${dataDir} (DATA_DIR) is on a read-only file system.`]);
      }
    }
  });

  it.skipIf(process.getuid?.() === 0)("a folder this user cannot write (not as root, who can write anywhere)", async () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o500);
    const { code, lines } = await startAndExit(dataDir);
    expect(code).toBe(1);
    expect(lines).toEqual([`Cannot start: the data folder ${dataDir} (DATA_DIR) cannot be written by this user (permission denied).`]);
  });

  it.skipIf(!canMount)("a full disk at the first start: one line, and no half-built database, lock file or new folder left", async () => {
    const small = mountTmpfs("2m")!;
    // A folder that existed stays, empty as it was; one this start created is removed.
    for (const dataDir of [small, path.join(small, "data")]) {
      const { code, lines } = await startAndExit(dataDir);
      expect(code).toBe(1);
      expect(lines).toEqual([`Cannot start: the data folder ${dataDir} (DATA_DIR) is on a full disk (no space left on device).`]);
      expect(fs.readdirSync(small)).toEqual([]);
    }
  });
});

describe("describeDataDirError", () => {
  it("reads Node's errors and PGlite's file system errors, and nothing else", () => {
    const nodeError = (code: string) => Object.assign(new Error(code), { code });
    const wasiError = (errno: number) => Object.assign(new Error(), { name: "ErrnoError", errno });
    expect(describeDataDirError(nodeError("ENOSPC"), "/d")).toBe("the data folder /d (DATA_DIR) is on a full disk (no space left on device).");
    expect(describeDataDirError(wasiError(51), "/d")).toBe("the data folder /d (DATA_DIR) is on a full disk (no space left on device).");
    expect(describeDataDirError(wasiError(69), "/d")).toBe("the data folder /d (DATA_DIR) is on a read-only file system.");
    expect(describeDataDirError(nodeError("EACCES"), "/d")).toContain("permission denied");
    expect(describeDataDirError(nodeError("ECONNREFUSED"), "/d")).toBeUndefined();
    expect(describeDataDirError(new Error("boom"), "/d")).toBeUndefined();
  });
});
