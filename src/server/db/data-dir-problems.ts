import fs from "node:fs";
import path from "node:path";
import { PRIVATE_DIR_MODE } from "./data-dir-privacy.ts";

/** A data folder the server cannot use, with the one line that says which and why. */
export class DataDirProblem extends Error {}

/**
 * Node's error codes, and the numbers of the same errors inside PGlite's WebAssembly file system
 * (WASI numbering: its `ErrnoError` carries only `errno`).
 */
const PROBLEMS: { codes: string[]; wasiErrno: number[]; says: string }[] = [
  { codes: ["EROFS"], wasiErrno: [69], says: "is on a read-only file system" },
  { codes: ["ENOSPC", "EDQUOT"], wasiErrno: [51, 19], says: "is on a full disk (no space left on device)" },
  { codes: ["EACCES", "EPERM"], wasiErrno: [2, 63], says: "cannot be written by this user (permission denied)" },
  { codes: ["ENOTDIR", "EEXIST"], wasiErrno: [54], says: "is a file, not a folder" },
];

/**
 * What is wrong with the data folder, from an error met while using it (Node's, or PGlite's
 * file system's); undefined for any other error.
 */
export function describeDataDirError(error: unknown, dataDir: string): string | undefined {
  const { code, errno, name } = (error ?? {}) as { code?: unknown; errno?: unknown; name?: unknown };
  const problem =
    typeof code === "string"
      ? PROBLEMS.find((p) => p.codes.includes(code))
      : name === "ErrnoError" && typeof errno === "number"
        ? PROBLEMS.find((p) => p.wasiErrno.includes(errno))
        : undefined;
  return problem ? `the data folder ${dataDir} (DATA_DIR) ${problem.says}.` : undefined;
}

/**
 * mkdir -p, owner only. Node's recursive mkdir reports ENOENT where the first missing folder
 * cannot be made (a read-only file system, say): that folder is then made alone, for the real
 * reason.
 */
function makeDirs(dir: string): string | undefined {
  try {
    return fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    let missing = dir;
    while (!fs.existsSync(path.dirname(missing)) && path.dirname(missing) !== missing) missing = path.dirname(missing);
    fs.mkdirSync(missing, { mode: PRIVATE_DIR_MODE });
    throw error;
  }
}

/**
 * Makes sure the server can write in its data folder before anything else: creates it (owner
 * only) when missing and writes and removes a probe file. Throws a DataDirProblem naming the
 * folder and the problem. Answers the top-most folder this call created (undefined when the
 * folder existed), so a start that fails can remove what it made.
 */
export function prepareDataDir(dataDir: string): { created: string | undefined } {
  let created: string | undefined;
  try {
    created = makeDirs(dataDir);
    if (!fs.statSync(dataDir).isDirectory()) throw Object.assign(new Error("not a directory"), { code: "ENOTDIR" });
    const probe = path.join(dataDir, `.write-probe-${process.pid}`);
    fs.writeFileSync(probe, "probe");
    fs.rmSync(probe, { force: true });
  } catch (error) {
    if (created) fs.rmSync(created, { recursive: true, force: true });
    const problem = describeDataDirError(error, dataDir);
    if (problem) throw new DataDirProblem(problem);
    throw error;
  }
  return { created };
}
