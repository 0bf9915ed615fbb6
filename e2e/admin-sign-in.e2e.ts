import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { makeDataDir, runCreateAdmin, startServer, type RunningServer } from "./support/server.ts";

const screenshots = path.resolve(import.meta.dirname, "screenshots");
const admin = { email: "admin@example.com", password: "s3cret-pass", name: "Ana Admin" };

let dataDir: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(screenshots, { recursive: true });
  dataDir = makeDataDir();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("an admin made with the command signs in and out", () => {
  it("first start prints the one-time setup link; create-admin refuses while the server runs", async () => {
    server = await startServer(dataDir);
    expect(server.output()).toMatch(new RegExp(`${server.url}/setup/[A-Za-z0-9_-]{20,}`));

    const refused = runCreateAdmin(dataDir, ["--email", admin.email, "--password", admin.password, "--name", admin.name]);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/Stop the server first/);

    expect(await server.stop()).toBe(0);
  });

  it("create-admin rejects bad input and creates the admin on the stopped server's data", () => {
    const bad = runCreateAdmin(dataDir, ["--email", "not-an-email", "--password", admin.password, "--name", admin.name]);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/--email: Email inválido/);

    const ok = runCreateAdmin(dataDir, ["--email", admin.email, "--password", admin.password, "--name", admin.name]);
    expect(ok.stderr).toBe("");
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/Admin account created/);
  });

  it("restarts on the same data, signs in to /admin and logs out to /login", async () => {
    server = await startServer(dataDir);
    expect(server.output()).not.toMatch(/\/setup\//);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/login`);
    await page.getByLabel("Email").first().fill(admin.email);
    await page.getByLabel("Senha", { exact: true }).first().fill(admin.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();

    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
    await page.screenshot({ path: path.join(screenshots, "admin-signed-in.png") });

    await page.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/login`);
    await page.close();
  });
});
