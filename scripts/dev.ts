/**
 * npm run dev: the API (restarted on change by tsx watch) on PORT (default 3000) and Vite with hot
 * reload on DEV_PORT (default 5173), which proxies /api and /photos to the API (vite.config.ts).
 * Both are read from the shell or `.env`, as the server reads its settings (scripts/dev-ports.ts).
 */
import { spawn } from "node:child_process";
import { loadDotEnv } from "../src/server/dot-env.ts";
import { devPorts } from "./dev-ports.ts";

loadDotEnv();
let ports;
try {
  ports = devPorts();
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const env = { ...process.env, PORT: String(ports.apiPort), DEV_PORT: String(ports.devPort) };
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: {
      ...env,
      NODE_ENV: "development",
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${ports.devPort}`,
    },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
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
