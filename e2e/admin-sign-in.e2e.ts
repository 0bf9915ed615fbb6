import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCREENSHOTS, useJourney } from "./support/journey.ts";
import { runCreateAdmin, startServer } from "./support/server.ts";

const admin = { email: "admin@example.com", password: "s3cret-pass", name: "Ana Admin" };
const journey = useJourney({ start: false });

describe("an admin made with the command signs in and out", () => {
  it("first start prints the one-time setup link; create-admin refuses while the server runs", async () => {
    journey.server = await startServer(journey.dataDir);
    expect(journey.server.output()).toMatch(new RegExp(`${journey.server.url}/setup/[A-Za-z0-9_-]{20,}`));

    const refused = runCreateAdmin(journey.dataDir, ["--email", admin.email, "--password", admin.password, "--name", admin.name]);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/Stop the server first/);

    expect(await journey.server.stop()).toBe(0);
  });

  it("create-admin rejects bad input and creates the admin on the stopped server's data", () => {
    const bad = runCreateAdmin(journey.dataDir, ["--email", "not-an-email", "--password", admin.password, "--name", admin.name]);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/--email: Email inválido/);

    const ok = runCreateAdmin(journey.dataDir, ["--email", admin.email, "--password", admin.password, "--name", admin.name]);
    expect(ok.stderr).toBe("");
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/Admin account created/);
  });

  it("restarts on the same data, signs in to /admin and logs out to /login", async () => {
    journey.server = await startServer(journey.dataDir);
    expect(journey.server.output()).not.toMatch(/\/setup\//);

    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${journey.server.url}/login`);
    await page.getByLabel("E-mail").first().fill(admin.email);
    await page.getByLabel("Password", { exact: true }).first().fill(admin.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();

    await page.waitForURL(`${journey.server.url}/admin`);
    await page.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, "admin-signed-in.png") });

    await page.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL(`${journey.server.url}/login`);
    await page.goto(`${journey.server.url}/admin`);
    await page.waitForURL(`${journey.server.url}/login`);
    await page.close();
  });

  it("without PUBLIC_URL, signs in at http://127.0.0.1 (a failed attempt reads Portuguese, not Invalid origin)", async () => {
    expect(await journey.server.stop()).toBe(0);
    // As `npm start` runs it: in production mode (vitest's NODE_ENV=test and TEST would make
    // better-auth skip its origin check altogether).
    const asStarted = { NODE_ENV: "production", TEST: "false" };
    journey.server = await startServer(journey.dataDir, asStarted, { urlHost: "127.0.0.1", publicUrl: false });
    const { url } = journey.server;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${url}/login`);
    const email = page.getByLabel("E-mail").first();
    const password = page.getByLabel("Password", { exact: true }).first();
    const submit = page.getByRole("button", { name: "Sign in", exact: true });

    await email.fill(admin.email);
    await password.fill("not-the-password");
    await submit.click();
    await page.getByText("Invalid e-mail or password").waitFor();
    expect(await page.getByText(/Invalid origin/i).count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, "sign-in-127-wrong-password.png") });

    await password.fill(admin.password);
    await submit.click();
    await page.waitForURL(`${url}/admin`);
    await page.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, "admin-signed-in-127.png") });
    await page.close();
  });
});
