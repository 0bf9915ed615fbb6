import { defineConfig } from "vitest/config";

/** Browser journeys: run by scripts/test-e2e.ts after the web app is built. */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
