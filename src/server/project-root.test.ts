import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findProjectRoot, projectRoot } from "./project-root.ts";

let temporary: string | undefined;
afterEach(() => {
  if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  temporary = undefined;
});

describe("findProjectRoot", () => {
  it("is the checkout's root, where the migrations and the web build are found", () => {
    expect(fs.existsSync(path.join(projectRoot, "package.json"))).toBe(true);
    expect(fs.existsSync(path.join(projectRoot, "src", "server", "db", "migrations"))).toBe(true);
  });

  it("finds the same root from the bundle's folder (dist/server) as from the sources", () => {
    temporary = fs.mkdtempSync(path.join(os.tmpdir(), "project-root-"));
    fs.writeFileSync(path.join(temporary, "package.json"), "{}");
    for (const folder of ["src/server", "dist/server"]) {
      fs.mkdirSync(path.join(temporary, folder), { recursive: true });
      expect(findProjectRoot(path.join(temporary, folder))).toBe(temporary);
    }
  });
});
