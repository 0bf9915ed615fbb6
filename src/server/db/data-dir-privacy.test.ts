import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { secureDataDir } from "./data-dir-privacy.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "privacy-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

describe("secureDataDir", () => {
  it("creates the data folder for its owner only, whatever the umask", () => {
    const dataDir = path.join(tempDir(), "new", "data");
    const previous = process.umask(0o000);
    try {
      secureDataDir(dataDir);
    } finally {
      process.umask(previous);
    }
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it("takes group and other access away from an existing folder and what it holds", () => {
    const dataDir = path.join(tempDir(), "data");
    fs.mkdirSync(path.join(dataDir, "mail"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "mail", "old.eml"), "To: ana@example.com");
    fs.writeFileSync(path.join(dataDir, "session-secret"), "x".repeat(64));
    fs.writeFileSync(path.join(dataDir, "owner-only"), "");
    fs.chmodSync(dataDir, 0o777);
    fs.chmodSync(path.join(dataDir, "mail"), 0o755);
    fs.chmodSync(path.join(dataDir, "mail", "old.eml"), 0o666);
    fs.chmodSync(path.join(dataDir, "session-secret"), 0o644);
    fs.chmodSync(path.join(dataDir, "owner-only"), 0o400);

    secureDataDir(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "mail"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "mail", "old.eml"))).toBe(0o600);
    expect(modeOf(path.join(dataDir, "session-secret"))).toBe(0o600);
    expect(modeOf(path.join(dataDir, "owner-only"))).toBe(0o400); // already private: left alone
  });

  it("neither follows nor changes symbolic links", () => {
    const root = tempDir();
    const outside = path.join(root, "outside");
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(outside, "shared.txt"), "");
    fs.chmodSync(outside, 0o755);
    fs.chmodSync(path.join(outside, "shared.txt"), 0o644);
    const dataDir = path.join(root, "data");
    fs.mkdirSync(dataDir);
    fs.symlinkSync(outside, path.join(dataDir, "link"));

    secureDataDir(dataDir);

    expect(modeOf(outside)).toBe(0o755);
    expect(modeOf(path.join(outside, "shared.txt"))).toBe(0o644);
  });
});
