/**
 * Compiles the server into one JavaScript file, dist/server/main.js, so a production start runs
 * plain JavaScript instead of compiling TypeScript on every start (`npm start` builds it when its
 * sources changed, see build-if-changed.ts; `npm run build:server` always builds).
 *
 * Only our own code (src/server, src/domain) goes into the bundle; packages stay imports that
 * Node resolves from node_modules at run time, as under tsx. A linked source map lets stack
 * traces name the TypeScript files and lines (`node --enable-source-maps`).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export const SERVER_ENTRY = "src/server/main.ts";
export const SERVER_BUNDLE = "main.js";

/**
 * The only module that may read its own location: in a bundle every module shares the bundle's
 * import.meta.url, so the others find files from its projectRoot instead.
 */
const LOCATION_READERS = new Set(["src/server/project-root.ts"]);
const readsOwnLocation = /import\.meta\.(url|dirname|filename)|__dirname|__filename/;

export interface BuildServerOptions {
  /** The project root (sources, tsconfig.json, node_modules). */
  root: string;
  /** Folder that receives main.js and main.js.map. */
  outDir: string;
  entry?: string;
}

/** Bundles the server into outDir/main.js; rejects code that would look for files next to itself. */
export async function buildServer({ root, outDir, entry = SERVER_ENTRY }: BuildServerOptions): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    outfile: path.join(outDir, SERVER_BUNDLE),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // The e-mail templates (src/server/mail) are React components.
    jsx: "automatic",
    tsconfig: path.join(root, "tsconfig.json"),
    // The map points at the sources by relative path (../../src/...), so it stays valid when the
    // output folder, a sibling of dist/server, is renamed into place.
    sourcemap: "linked",
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
  });
  const misplaced = Object.keys(result.metafile.inputs).filter(
    (input) =>
      !input.startsWith("node_modules/") &&
      !LOCATION_READERS.has(input) &&
      readsOwnLocation.test(fs.readFileSync(path.join(root, input), "utf8")),
  );
  if (misplaced.length > 0) {
    throw new Error(
      `${misplaced.join(", ")} read their own location (import.meta.url or similar), which in the compiled ` +
        "server is dist/server/main.js: find files from projectRoot (src/server/project-root.ts) instead.",
    );
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  try {
    await buildServer({ root, outDir: path.join(root, "dist", "server") });
    console.log("server compiled to dist/server/main.js");
  } catch (error) {
    console.error(`The server could not be compiled: ${(error as Error).message}`);
    process.exit(1);
  }
}
