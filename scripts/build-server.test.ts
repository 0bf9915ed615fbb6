import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildServer } from "./build-server.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
let root: string;

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-server-"));
  write("package.json", '{"type":"module"}');
  write("tsconfig.json", '{"compilerOptions":{"jsx":"react-jsx","strict":true}}');
  write("src/server/project-root.ts", "export const projectRoot = new URL('..', import.meta.url).pathname;");
  write("src/server/mail/hello.tsx", "export const Hello = (p: { name: string }) => <p>Hello {p.name}</p>;");
  write(
    "src/server/main.ts",
    [
      'import { Hono } from "hono";',
      'import { Hello } from "./mail/hello.tsx";',
      'import { projectRoot } from "./project-root.ts";',
      "const name: string = projectRoot;",
      "console.log(new Hono(), Hello({ name }));",
    ].join("\n"),
  );
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("buildServer", () => {
  it("bundles our code into one ES module with a source map, leaving packages to node_modules", async () => {
    const outDir = path.join(root, "dist", "server");
    await buildServer({ root, outDir });
    const bundle = fs.readFileSync(path.join(outDir, "main.js"), "utf8");
    expect(bundle).toMatch(/from "hono"/);
    expect(bundle).toMatch(/from "react\/jsx-runtime"/);
    expect(bundle).not.toMatch(/: string/);
    expect(bundle).toContain("//# sourceMappingURL=main.js.map");
    const map = JSON.parse(fs.readFileSync(path.join(outDir, "main.js.map"), "utf8")) as { sources: string[] };
    expect(map.sources).toEqual(
      expect.arrayContaining(["../../src/server/main.ts", "../../src/server/mail/hello.tsx"]),
    );
  });

  it("refuses a module that looks for files next to itself, which the bundle would look for in dist/server", async () => {
    write("src/server/db/client.ts", 'export const migrations = new URL("./migrations", import.meta.url);');
    write("src/server/main.ts", 'import { migrations } from "./db/client.ts";\nconsole.log(migrations);');
    await expect(buildServer({ root, outDir: path.join(root, "out") })).rejects.toThrow(
      /src\/server\/db\/client\.ts read their own location/,
    );
  });

  it("compiles the product's server", async () => {
    const outDir = path.join(root, "server");
    await buildServer({ root: projectRoot, outDir });
    const bundle = fs.readFileSync(path.join(outDir, "main.js"), "utf8");
    expect(bundle).toContain("await main()");
    // One reader of its own location, the project root; packages are imported, not bundled.
    expect(bundle.match(/import\.meta\.url/g)).toHaveLength(1);
    expect(bundle).toMatch(/from "@hono\/node-server"/);
    // Test-only code (test-support/) never reaches the production bundle.
    const { sources } = JSON.parse(fs.readFileSync(path.join(outDir, "main.js.map"), "utf8")) as { sources: string[] };
    expect(sources.some((source) => source.includes("src/server/main.ts"))).toBe(true);
    expect(sources.filter((source) => source.includes("test-support"))).toEqual([]);
  });
});
