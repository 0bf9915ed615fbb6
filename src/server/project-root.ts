import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's root: the nearest folder holding package.json, from `start` upwards. The server
 * finds the files it reads by path (the SQL migrations, the built web app) from here, so the same
 * paths work from src/server (started with tsx, or in tests) and from the compiled bundle in
 * dist/server, where every module shares the bundle's import.meta.url.
 */
export function findProjectRoot(start: string): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in ${start} or above it.`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
