import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const pgUrl = process.env.TEST_DATABASE_URL;

/** Limits that only catch a hang (a test or hook stuck for minutes), never a slow machine. */
const HANG_LIMITS = { testTimeout: 5 * 60_000, hookTimeout: 5 * 60_000 } as const;

/** What a test file does to open a database (the API suite's app, or a database of its own). */
const OPENS_A_DATABASE = /\b(createTestApp|createStripeTestApp|openTestDatabase|openDatabase)\b/;

/** The server's test files that open a database: the only ones worth a second run on PostgreSQL. */
function databaseTestFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".test.ts") && OPENS_A_DATABASE.test(fs.readFileSync(full, "utf8"))) found.push(full);
    }
  };
  walk("src/server");
  walk("scripts");
  return found;
}

export default defineConfig({
  test: {
    // Both cores: test files run two at a time (Vitest's default is cores − 1).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          environment: "node",
          // One migrated embedded database per run, cloned by every file (test-support/database-image.ts).
          globalSetup: ["test-support/database-image-pglite.ts"],
          // findBy… and waitFor wait up to WAIT_MS (test-support/test-limits.ts), not 1 s.
          setupFiles: ["test-support/dom-wait.ts"],
          ...HANG_LIMITS,
        },
      },
      ...(pgUrl
        ? [
            {
              test: {
                name: "api-postgres",
                include: databaseTestFiles(),
                environment: "node",
                env: { TEST_DB: "pg" },
                // One migrated template database per run, cloned by every file.
                globalSetup: ["test-support/database-image-postgres.ts"],
                ...HANG_LIMITS,
              },
            },
          ]
        : []),
    ],
  },
});
