import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIfChanged, decideBuild, hashBuildInputs, serverBuildInputs } from "./build-if-changed.ts";

let root: string;
let outDir: string;
let builds: number;

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

/** A stand-in for vite: an index.html naming one hashed script, different for each build. */
async function fakeBuild(targetDir: string) {
  builds += 1;
  const script = `assets/main-${builds}.js`;
  fs.mkdirSync(path.join(targetDir, "assets"), { recursive: true });
  fs.writeFileSync(path.join(targetDir, script), `console.log(${builds})`);
  fs.writeFileSync(path.join(targetDir, "index.html"), `<script src="/${script}"></script>`);
}

const run = () => buildIfChanged({ root, outDir, build: fakeBuild });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-if-changed-"));
  outDir = path.join(root, "dist", "web");
  builds = 0;
  write("src/web/index.html", "<div id=root></div>");
  write("src/web/main.tsx", "render()");
  write("src/domain/pricing.ts", "export const x = 1;");
  write("package-lock.json", "{}");
  write("vite.config.ts", "export default {}");
  write("src/server/main.ts", "serve()");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("hashBuildInputs", () => {
  it("changes with a source file, a new file or the lock file, not with a test file", () => {
    const first = hashBuildInputs(root);
    expect(hashBuildInputs(root)).toBe(first);
    write("src/web/main.test.tsx", "it()");
    expect(hashBuildInputs(root)).toBe(first);
    write("src/domain/pricing.ts", "export const x = 2;");
    const second = hashBuildInputs(root);
    expect(second).not.toBe(first);
    write("src/web/public/logo.svg", "<svg/>");
    expect(hashBuildInputs(root)).not.toBe(second);
    const third = hashBuildInputs(root);
    write("package-lock.json", '{"v":2}');
    expect(hashBuildInputs(root)).not.toBe(third);
  });
});

describe("buildIfChanged", () => {
  it("builds once, then skips while nothing changed, and builds again after a change", async () => {
    expect(decideBuild(root, outDir).build).toBe(true);
    expect(await run()).toBe(true);
    expect(decideBuild(root, outDir)).toMatchObject({ build: false });
    expect(await run()).toBe(false);
    expect(builds).toBe(1);

    write("src/web/main.tsx", "render(<App />)");
    expect(decideBuild(root, outDir)).toMatchObject({ build: true, reason: "the sources changed since the last build" });
    expect(await run()).toBe(true);
    expect(builds).toBe(2);
  });

  it("builds when the output has no stamp (made by a plain npm run build)", async () => {
    await fakeBuild(outDir);
    expect(decideBuild(root, outDir)).toMatchObject({ build: true, reason: "the last build has no stamp" });
  });

  it("keeps the previous build's assets, so pages loaded before the swap still load, but not older ones", async () => {
    await run();
    const firstIndex = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
    write("src/web/main.tsx", "v2");
    await run();
    expect(fs.readFileSync(path.join(outDir, "index.html"), "utf8")).toContain("main-2.js");
    expect(firstIndex).toContain("main-1.js");
    expect(fs.existsSync(path.join(outDir, "assets", "main-1.js"))).toBe(true);

    write("src/web/main.tsx", "v3");
    await run();
    expect(fs.readdirSync(path.join(outDir, "assets")).sort()).toEqual(["main-2.js", "main-3.js"]);
    expect(fs.readdirSync(path.dirname(outDir))).toEqual(["web"]); // no temporary folder left
  });

  it("leaves the running build as it was when the build fails", async () => {
    await run();
    write("src/web/main.tsx", "broken(");
    const failing = buildIfChanged({
      root,
      outDir,
      build: async (target) => {
        fs.mkdirSync(target, { recursive: true });
        fs.writeFileSync(path.join(target, "index.html"), "half");
        throw new Error("syntax error");
      },
    });
    await expect(failing).rejects.toThrow("syntax error");
    expect(fs.readFileSync(path.join(outDir, "index.html"), "utf8")).toContain("main-1.js");
    expect(fs.readdirSync(path.dirname(outDir))).toEqual(["web"]);
    expect(decideBuild(root, outDir).build).toBe(true);
  });
});

describe("the server bundle next to the web app", () => {
  const serverDir = () => path.join(root, "dist", "server");
  let serverBuilds: number;
  const runServer = () =>
    buildIfChanged({
      root,
      outDir: serverDir(),
      inputs: serverBuildInputs,
      entryFile: "main.js",
      name: "server",
      build: async (targetDir) => {
        serverBuilds += 1;
        fs.mkdirSync(targetDir, { recursive: true });
        fs.writeFileSync(path.join(targetDir, "main.js"), `// build ${serverBuilds}`);
      },
    });
  beforeEach(() => {
    serverBuilds = 0;
  });

  it("is built when main.js is missing, then only when its own inputs changed", async () => {
    expect(decideBuild(root, serverDir(), serverBuildInputs, "main.js")).toMatchObject({ build: true, reason: "no build yet" });
    await run();
    expect(await runServer()).toBe(true);
    expect(await runServer()).toBe(false);

    write("src/web/main.tsx", "web only");
    expect(await runServer()).toBe(false);
    expect(await run()).toBe(true);

    write("src/server/main.ts", "server only");
    expect(await run()).toBe(false);
    expect(await runServer()).toBe(true);

    write("src/domain/pricing.ts", "shared");
    expect(await run()).toBe(true);
    expect(await runServer()).toBe(true);

    write("src/server/main.test.ts", "it()");
    expect(await runServer()).toBe(false);
    expect([builds, serverBuilds]).toEqual([3, 3]);
    expect(fs.readFileSync(path.join(serverDir(), "main.js"), "utf8")).toBe("// build 3");
    expect(fs.readdirSync(path.dirname(serverDir())).sort()).toEqual(["server", "web"]);
  });
});
