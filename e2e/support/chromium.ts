import fs from "node:fs";

/** The system Chromium used for journeys: CHROME_PATH, else the Debian package's binary. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p): p is string => !!p && fs.existsSync(p)) ?? null;
}
