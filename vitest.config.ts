import { defineConfig } from "vitest/config";

const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pgUrl
        ? [
            {
              test: {
                name: "api-postgres",
                include: ["src/server/**/*.test.ts", "scripts/**/*.test.ts"],
                environment: "node",
                env: { TEST_DB: "pg" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
