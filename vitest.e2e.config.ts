import { defineConfig } from "vitest/config";

/** Browser journeys: run by scripts/test-e2e.ts after the web app is built. */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    // Only a hang reaches these: a journey on a busy 2-core machine may take minutes.
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
