import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { makePrivateDir, PRIVATE_FILE_MODE } from "../db/data-dir-privacy.ts";

/**
 * The secret that signs sessions: SESSION_SECRET when set, otherwise one generated on first
 * start and kept in the data folder (never a literal in code).
 */
export function loadSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    makePrivateDir(dataDir);
    const secret = randomBytes(32).toString("hex");
    try {
      // The mode is applied through the umask, which can only take bits away: owner only.
      fs.writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
