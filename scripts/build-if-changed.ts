/**
 * Builds the web app (dist/web) and the compiled server (dist/server) only when their sources
 * changed since their last build (`npm start` runs it first): a start on an unchanged checkout
 * takes seconds, and a second start in the same folder does not replace the files of a server
 * that is running. Each output has its own inputs and its own stamp.
 *
 * A build goes to a temporary folder and is swapped in with a rename, so a running server never
 * sees half an output. The new folder keeps the previous build's hashed assets: a page loaded
 * before the swap (or the index.html a running server holds in memory) still finds its scripts.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildServer, SERVER_BUNDLE } from "./build-server.ts";

/** What the web build reads: its sources, the shared domain code, and the build's settings. */
export const webBuildInputs = [
  "src/web",
  "src/domain",
  "vite.config.ts",
  "scripts/precompress.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];
/** The web build's inputs, the default of the functions below. */
export const buildInputs = webBuildInputs;

/** What the server bundle reads: the server and domain code, the packages it imports, its settings. */
export const serverBuildInputs = [
  "src/server",
  "src/domain",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "scripts/build-server.ts",
];

/** Written into the output after a successful build. */
export const STAMP_FILE = ".build-stamp";

export interface BuildStamp {
  /** hashBuildInputs at the time of the build. */
  hash: string;
  /** Files of assets/ this build produced (not the ones kept from the build before). */
  assets: string[];
}

const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

function listFiles(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return isTestFile(entry) ? [] : [entry];
  if (!stat.isDirectory()) return [];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => listFiles(root, path.posix.join(entry, name)));
}

/** One SHA-256 over the path and content of every input file (tests excluded). */
export function hashBuildInputs(root: string, inputs: string[] = buildInputs): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap((entry) => listFiles(root, entry))) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function readBuildStamp(outDir: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(outDir, STAMP_FILE), "utf8")) as BuildStamp;
    return typeof stamp.hash === "string" && Array.isArray(stamp.assets) ? stamp : undefined;
  } catch {
    return undefined;
  }
}

export interface BuildDecision {
  build: boolean;
  hash: string;
  reason: string;
}

/**
 * Whether the output is missing, from other sources, or up to date. `entryFile` is the file every
 * build writes (index.html for the web app, main.js for the server).
 */
export function decideBuild(
  root: string,
  outDir: string,
  inputs: string[] = buildInputs,
  entryFile = "index.html",
): BuildDecision {
  const hash = hashBuildInputs(root, inputs);
  const stamp = readBuildStamp(outDir);
  if (!fs.existsSync(path.join(outDir, entryFile))) return { build: true, hash, reason: "no build yet" };
  if (!stamp) return { build: true, hash, reason: "the last build has no stamp" };
  if (stamp.hash !== hash) return { build: true, hash, reason: "the sources changed since the last build" };
  return { build: false, hash, reason: "unchanged since the last build" };
}

export interface BuildIfChangedOptions {
  root: string;
  outDir: string;
  /** Builds into the given (empty, temporary) folder. */
  build: (targetDir: string) => Promise<void>;
  inputs?: string[];
  /** See decideBuild; index.html by default. */
  entryFile?: string;
  /** What is built, for the log ("web app" by default). */
  name?: string;
  log?: (line: string) => void;
}

/** Builds when decideBuild says so and swaps the result in; answers whether it built. */
export async function buildIfChanged(options: BuildIfChangedOptions): Promise<boolean> {
  const { root, outDir, build, inputs, entryFile, name = "web app", log = () => undefined } = options;
  const decision = decideBuild(root, outDir, inputs, entryFile);
  if (!decision.build) {
    log(`${name} ${decision.reason}: not rebuilt`);
    return false;
  }
  log(`building the ${name} (${decision.reason})`);
  const parent = path.dirname(outDir);
  fs.mkdirSync(parent, { recursive: true });
  const suffix = randomBytes(4).toString("hex");
  const temporary = path.join(parent, `.${path.basename(outDir)}-build-${suffix}`);
  const previous = path.join(parent, `.${path.basename(outDir)}-old-${suffix}`);
  try {
    await build(temporary);
    const assets = listFiles(temporary, "assets");
    keepPreviousAssets(outDir, temporary);
    const stamp: BuildStamp = { hash: decision.hash, assets };
    fs.writeFileSync(path.join(temporary, STAMP_FILE), JSON.stringify(stamp));
    if (fs.existsSync(outDir)) fs.renameSync(outDir, previous);
    fs.renameSync(temporary, outDir);
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
    fs.rmSync(previous, { recursive: true, force: true });
  }
  return true;
}

/** Copies the hashed assets the previous build made itself (one generation back, not more). */
function keepPreviousAssets(outDir: string, target: string) {
  const stamp = readBuildStamp(outDir);
  const files = stamp ? stamp.assets : listFiles(outDir, "assets");
  for (const file of files) {
    const from = path.join(outDir, file);
    const to = path.join(target, file);
    if (!fs.existsSync(from) || fs.existsSync(to)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

/** `vite build` into targetDir with the project's configuration (`extraArgs`: e.g. the server renderer's --ssr). */
function runViteBuild(root: string, targetDir: string, extraArgs: string[] = []): Promise<void> {
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
  const child = spawn(process.execPath, [vite, "build", ...extraArgs, "--outDir", targetDir, "--emptyOutDir"], {
    cwd: root,
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const log = (line: string) => console.log(line);
  const outputs: BuildIfChangedOptions[] = [
    { root, name: "web app", outDir: path.join(root, "dist", "web"), build: (targetDir) => runViteBuild(root, targetDir), log },
    {
      // Public pages rendered on the server: the same sources as the web app, built beside it.
      root,
      name: "page renderer",
      outDir: path.join(root, "dist", "ssr"),
      entryFile: "entry-server.js",
      build: (targetDir) => runViteBuild(root, targetDir, ["--ssr", "entry-server.tsx"]),
      log,
    },
    {
      root,
      name: "server",
      outDir: path.join(root, "dist", "server"),
      inputs: serverBuildInputs,
      entryFile: SERVER_BUNDLE,
      build: (targetDir) => buildServer({ root, outDir: targetDir }),
      log,
    },
  ];
  for (const output of outputs) {
    try {
      await buildIfChanged(output);
    } catch (error) {
      console.error(`The ${output.name} could not be built: ${(error as Error).message}`);
      process.exit(1);
    }
  }
}
