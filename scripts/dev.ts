/**
 * npm run dev: the API (restarted on change by tsx watch) on API_PORT (default 3000) and Vite with hot
 * reload on http://localhost:5173, which proxies /api to it.
 */
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3000";
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
    },
  }),
  spawn("npx", ["vite", "--port", "5173", "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = (signal: NodeJS.Signals) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) child.on("exit", (code) => {
  stop("SIGTERM");
  process.exitCode = code ?? 0;
});
