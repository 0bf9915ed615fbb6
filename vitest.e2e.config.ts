import { defineConfig } from "vitest/config";

/** Browser journeys: run by scripts/test-e2e.ts after the web app is built. */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    // Two journeys at a time: each starts its own server on its own port and data folder, and a
    // journey mostly waits on its browser and server, so two share the 2-core machine well.
    fileParallelism: true,
    maxWorkers: 2,
    // Only a hang reaches these: a journey on a busy 2-core machine may take minutes.
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
