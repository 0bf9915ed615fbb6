import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startServerProcess } from "../../test-support/server-process.ts";
import { putMigratedDatabase } from "../../test-support/test-database.ts";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe(".env in the working folder", () => {
  it("sets PORT and DATA_DIR for the server, and a variable set in the shell wins over it", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "dot-env-"));
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    const port = await freePort();
    const dataDir = path.join(folder, "data-from-dot-env");
    await putMigratedDatabase(dataDir);
    fs.writeFileSync(path.join(folder, ".env"), `# settings\nPORT=${port}\nDATA_DIR=${dataDir}\nPAYMENTS=off\nLOG_LEVEL=info\n`);
    const server = startServerProcess({ PAYMENTS: "test" }, { cwd: folder, dataDir: null });
    cleanups.push(() => server.cleanup());
    await server.waitFor(/ready on/);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    // The server wrote its own files there: the folder came from .env.
    expect(fs.existsSync(path.join(dataDir, "session-secret"))).toBe(true);
    const starting = JSON.parse(server.output().split("\n").find((line) => line.includes("starting on"))!) as { port: number; payments: string };
    expect(starting).toMatchObject({ port, payments: "test" });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
