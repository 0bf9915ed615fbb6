import fs from "node:fs";
import path from "node:path";

/** Folders of the data folder: owner only (rwx------). */
export const PRIVATE_DIR_MODE = 0o700;
/** Files of the data folder: owner only (rw-------). */
export const PRIVATE_FILE_MODE = 0o600;
/** Bits that give the group or other users any access. */
const SHARED_BITS = 0o077;

/**
 * Creates the folder (and missing parents) readable by its owner only, whatever the umask, and
 * makes an existing one private too.
 */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Walks the folder once and takes group and other users' access away from every folder (0700)
 * and file (0600) that has some. Symbolic links are neither followed nor changed; entries we
 * cannot change (another owner) are left as they are. Returns how many entries were tightened.
 */
export function tightenDataDir(root: string): number {
  let tightened = 0;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      return; // removed meanwhile
    }
    if (stat.isSymbolicLink()) return;
    const isDir = stat.isDirectory();
    if ((stat.mode & SHARED_BITS) !== 0) {
      try {
        fs.chmodSync(entry, isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
        tightened += 1;
      } catch {
        /* not ours to change */
      }
    }
    if (!isDir) return;
    let names: string[];
    try {
      names = fs.readdirSync(entry);
    } catch {
      return;
    }
    for (const name of names) visit(path.join(entry, name));
  };
  visit(root);
  return tightened;
}

/** The data folder at start: created private, and whatever it already holds made private. */
export function secureDataDir(dataDir: string): number {
  makePrivateDir(dataDir);
  return tightenDataDir(dataDir);
}
