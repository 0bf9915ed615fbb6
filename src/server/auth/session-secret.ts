import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

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
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
