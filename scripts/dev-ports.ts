/**
 * The ports of `npm run dev` (scripts/dev.ts, vite.config.ts): the API on PORT, the variable the
 * server itself reads (default 3000), and Vite with hot reload on DEV_PORT (default 5173), whose
 * proxy sends /api and /photos to the API's port.
 */
export interface DevPorts {
  apiPort: number;
  devPort: number;
}

type Environment = Record<string, string | undefined>;

export function devPorts(env: Environment = process.env): DevPorts {
  const apiPort = portOf(env, "PORT", 3000);
  const devPort = portOf(env, "DEV_PORT", 5173);
  if (apiPort === devPort) throw new Error(`PORT and DEV_PORT must differ (both ${apiPort})`);
  return { apiPort, devPort };
}

function portOf(env: Environment, name: string, fallback: number): number {
  const text = env[name]?.trim() ?? "";
  if (text === "") return fallback;
  const port = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`${name}: a port from 1 to 65535, not "${text}"`);
  return port;
}
