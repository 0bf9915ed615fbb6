import os from "node:os";
import type { Env } from "../env.ts";

const ALL_INTERFACES = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * The addresses the server can be opened at, for the lines it prints at start: PUBLIC_URL when
 * it is set; else http://localhost:PORT and, when it listens on every interface, this machine's
 * own network addresses (IPv4, the ones a phone on the same network can open); else the address
 * HOST names.
 */
export function reachableUrls(
  env: Pick<Env, "publicUrl" | "publicUrlSet" | "HOST">,
  port: number,
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string[] {
  if (env.publicUrlSet) return [env.publicUrl];
  const host = env.HOST.toLowerCase();
  if (!ALL_INTERFACES.has(host)) {
    const named = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
    const urls = [`http://${named}:${port}`];
    if (host === "127.0.0.1" || host === "::1" || host === "localhost") urls.unshift(`http://localhost:${port}`);
    return [...new Set(urls)];
  }
  const urls = [`http://localhost:${port}`];
  for (const list of Object.values(interfaces)) {
    for (const entry of list ?? []) {
      if (entry.family === "IPv4" && !entry.internal) urls.push(`http://${entry.address}:${port}`);
    }
  }
  return [...new Set(urls)];
}
