import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../test-support/test-app.ts";

let t: TestApp;
let admin: TestUser;
let secondAdmin: TestUser;
let driver: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Admin");
  secondAdmin = await t.createUser(["admin"], "Outra Admin");
  driver = await t.createUser(["driver"], "Motorista");
});
afterAll(() => t.close());

/** Roles are read on every request, never cached in the session: a revoke applies to the next request. */
describe("a session after its role is revoked", () => {
  it("a driver's open session loses the driver portal at once, and gets it back when the role is granted again", async () => {
    expect((await t.request("/api/driver/bookings", { cookie: driver.cookie })).status).toBe(200);

    const revoked = await t.request(`/api/users/${driver.userId}/roles/driver`, { cookie: admin.cookie, method: "DELETE" });
    expect(revoked.status).toBe(200);
    expect((await t.request("/api/driver/bookings", { cookie: driver.cookie })).status).toBe(403);
    expect((await t.request("/api/driver/notifications", { cookie: driver.cookie })).status).toBe(403);
    // Still signed in, as a user without a role.
    expect((await t.request("/api/me", { cookie: driver.cookie })).status).toBe(200);

    const granted = await t.request(`/api/users/${driver.userId}/roles/driver`, { cookie: admin.cookie, method: "PUT", json: {} });
    expect(granted.status).toBe(200);
    expect((await t.request("/api/driver/bookings", { cookie: driver.cookie })).status).toBe(200);
  });

  it("an admin's open session loses the admin panel's API at once", async () => {
    expect((await t.request("/api/admin/bookings", { cookie: secondAdmin.cookie })).status).toBe(200);
    const revoked = await t.request(`/api/users/${secondAdmin.userId}/roles/admin`, { cookie: admin.cookie, method: "DELETE" });
    expect(revoked.status).toBe(200);
    expect((await t.request("/api/admin/bookings", { cookie: secondAdmin.cookie })).status).toBe(403);
    expect((await t.request("/api/users", { cookie: secondAdmin.cookie })).status).toBe(403);
  });
});
