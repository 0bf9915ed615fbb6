import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, profiles, sessions, userRoles, users, vehicles } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { revokeUserRole } from "./role-changes.ts";
import { grantRole } from "./service.ts";

let t: TestApp;
let admin: TestUser;
let driver: TestUser;
let noRole: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Ana Admin");
  driver = await t.createUser(["driver"], "Bruno Motorista");
  noRole = await t.createUser([], "Carla Cliente");
});
afterAll(() => t.close());

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

async function rolesOf(userId: string) {
  const rows = await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

async function adminCount() {
  return (await t.db.select().from(userRoles).where(eq(userRoles.role, "admin"))).length;
}

/** Is this cookie still a session? (GET /api/me answers a null user without one.) */
async function isSignedIn(cookie: string) {
  const me = (await (await t.request("/api/me", { cookie })).json()) as { user: unknown };
  return me.user !== null;
}

let emailCounter = 0;
const newEmail = () => `novo${++emailCounter}-${Date.now()}@example.com`;

/** Every admin action, for the refusal checks: [method, path, body]. */
const actions = (id: string): [string, string, unknown][] => [
  ["POST", "/api/users", { email: newEmail(), password: "Lisboa-2024!", name: "Novo Utilizador" }],
  ["PATCH", `/api/users/${id}`, { name: "Outro Nome" }],
  ["PUT", `/api/users/${id}/roles/admin`, {}],
  ["DELETE", `/api/users/${id}/roles/driver`, undefined],
  ["PUT", `/api/users/${id}/password`, { password: "Nova-senha-77" }],
  ["DELETE", `/api/users/${id}`, undefined],
];

describe("user administration refused to non-admins", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a user without a role", () => noRole.cookie, 403],
    ["a driver", () => driver.cookie, 403],
  ] as const)("refuses %s (401 anonymous, else 403) and changes nothing", async (_who, cookie, status) => {
    const target = await t.createUser(["driver"], "Alvo Intacto");
    for (const [method, path, json] of actions(target.userId)) {
      const response = await t.request(path, { method, json, cookie: cookie?.() });
      expect(response.status, `${method} ${path}`).toBe(status);
    }
    expect(await rolesOf(target.userId)).toEqual(["driver"]);
    expect(await isSignedIn(target.cookie)).toBe(true);
    const [row] = await t.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, target.userId));
    expect(row?.name).toBe("Alvo Intacto");
  });
});

describe("POST /api/users", () => {
  it("creates a driver by default who can sign in, with phone, and lists it", async () => {
    const email = newEmail();
    const response = await t.request("/api/users", {
      cookie: admin.cookie,
      json: { email, password: "Lisboa-2024!", name: " Daniel Driver ", phone: "+351 912 000 111" },
    });
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ email, name: "Daniel Driver", phone: "+351 912 000 111", roles: ["driver"] });
    expect(Object.keys(user).sort()).toEqual(["car", "createdAt", "email", "id", "name", "phone", "roles", "vehicle"]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id as string))).toHaveLength(0);
    await t.signIn(email, "Lisboa-2024!");
    const list = (await (await t.request("/api/users", { cookie: admin.cookie })).json()) as { users: unknown[] };
    expect(list.users).toContainEqual(user);
  });

  it("creates an admin when asked", async () => {
    const response = await t.request("/api/users", {
      cookie: admin.cookie,
      json: { email: newEmail(), password: "Lisboa-2024!", name: "Eva Admin", role: "admin" },
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { user: { roles: string[]; phone: unknown } }).user).toMatchObject({ roles: ["admin"], phone: null });
  });

  it("refuses an e-mail already used (any case) with 409", async () => {
    const response = await t.request("/api/users", {
      cookie: admin.cookie,
      json: { email: driver.email.toUpperCase(), password: "Lisboa-2024!", name: "Duplicado" },
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe("Erro ao criar utilizador: Já existe uma conta com este email");
  });

  it.each([
    [{ password: "abc" }, "A senha deve ter pelo menos 6 caracteres"],
    [{ password: "password" }, "Esta senha é demasiado comum. Escolha outra."],
    [{ name: "A" }, "Nome deve ter pelo menos 2 caracteres"],
    [{ email: "não-é-email" }, "Email inválido"],
    [{ role: "owner" }, "Role inválida: escolha admin ou driver"],
    [{ phone: "9".repeat(21) }, "Telefone muito longo"],
  ])("refuses %j with 400 and creates nothing", async (change, message) => {
    const before = (await t.db.select().from(users)).length;
    const json = { email: newEmail(), password: "Lisboa-2024!", name: "Nome Válido", ...change };
    const response = await t.request("/api/users", { cookie: admin.cookie, json });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "invalid_input", message, requestId: expect.any(String) });
    expect(await t.db.select().from(users)).toHaveLength(before);
  });

  it("refuses a password equal to the e-mail's local part", async () => {
    const response = await t.request("/api/users", {
      cookie: admin.cookie,
      json: { email: "joaquim.silva@example.com", password: "Joaquim.Silva", name: "Joaquim" },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("A senha não pode ser igual ao email.");
  });
});

describe("user bodies with an unknown key", () => {
  const EXTRA_KEYS = [{ emailVerified: true }, JSON.parse('{"__proto__":{"x":1}}'), { constructor: 1 }];

  it("POST /api/users answers 400 with the general message and creates no account", async () => {
    const usersBefore = (await t.db.select().from(users)).length;
    const rolesBefore = (await t.db.select().from(userRoles)).length;
    for (const extra of EXTRA_KEYS) {
      const email = newEmail();
      const response = await t.request("/api/users", { cookie: admin.cookie, json: { email, password: "Lisboa-2024!", name: "Eva Extra", ...extra } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
    }
    expect(await t.db.select().from(users)).toHaveLength(usersBefore);
    expect(await t.db.select().from(userRoles)).toHaveLength(rolesBefore);
  });

  it("PUT /api/users/:id/password answers 400 with the general message and changes nothing", async () => {
    const target = await t.createUser(["driver"]);
    for (const extra of EXTRA_KEYS) {
      const response = await t.request(`/api/users/${target.userId}/password`, {
        method: "PUT",
        cookie: admin.cookie,
        json: { password: "Nova-senha-77", ...extra },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_input", message: "Por favor, verifique os dados do formulário.", requestId: expect.any(String) } });
    }
    expect(await isSignedIn(target.cookie)).toBe(true);
    await t.signIn(target.email, target.password);
  });
});

describe("PATCH /api/users/:id", () => {
  it("changes the name and phone in the profile and the account", async () => {
    const target = await t.createUser([], "Nome Antigo");
    const response = await t.request(`/api/users/${target.userId}`, {
      method: "PATCH",
      cookie: admin.cookie,
      json: { name: "Nome Novo", phone: "+351 210 000 000" },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: unknown }).user).toMatchObject({ name: "Nome Novo", phone: "+351 210 000 000" });
    const [account] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, target.userId));
    expect(account?.name).toBe("Nome Novo");

    const cleared = await t.request(`/api/users/${target.userId}`, { method: "PATCH", cookie: admin.cookie, json: { phone: "" } });
    expect(((await cleared.json()) as { user: unknown }).user).toMatchObject({ name: "Nome Novo", phone: null });
  });

  it("answers 404 for an unknown user and 400 for an invalid name", async () => {
    const unknown = await t.request("/api/users/no-such-user", { method: "PATCH", cookie: admin.cookie, json: { name: "Válido" } });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe("Erro ao atualizar perfil: Utilizador não encontrado");
    const invalid = await t.request(`/api/users/${driver.userId}`, { method: "PATCH", cookie: admin.cookie, json: { name: "x" } });
    expect(invalid.status).toBe(400);
  });
});

describe("a driver's usual vehicle (PATCH /api/users/:id with vehicleId)", () => {
  const patch = (userId: string, json: unknown) => t.request(`/api/users/${userId}`, { method: "PATCH", cookie: admin.cookie, json });
  const storedVehicleOf = async (userId: string) =>
    (await t.db.select({ vehicleId: profiles.vehicleId }).from(profiles).where(eq(profiles.userId, userId)))[0]?.vehicleId;

  it("sets it for a driver, lists it with the users, and clears it with null", async () => {
    const [van] = await t.db.insert(vehicles).values({ name: "Mercedes V-Class", class: "Premium Van", capacity: 7 }).returning();
    const target = await t.createUser(["driver"], "Diana Motorista");
    const set = await patch(target.userId, { vehicleId: van!.id });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { user: unknown }).user).toMatchObject({
      name: "Diana Motorista",
      vehicle: { id: van!.id, name: "Mercedes V-Class", capacity: 7 },
    });
    expect(await storedVehicleOf(target.userId)).toBe(van!.id);

    const list = (await (await t.request("/api/users", { cookie: admin.cookie })).json()) as { users: { id: string; vehicle: unknown }[] };
    expect(list.users.find((u) => u.id === target.userId)?.vehicle).toEqual({ id: van!.id, name: "Mercedes V-Class", capacity: 7 });
    expect(list.users.find((u) => u.id === admin.userId)?.vehicle).toBeNull();

    // A name change leaves the vehicle as it was.
    const renamed = await patch(target.userId, { name: "Diana M." });
    expect(((await renamed.json()) as { user: unknown }).user).toMatchObject({ vehicle: { id: van!.id } });

    const cleared = await patch(target.userId, { vehicleId: null });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as { user: unknown }).user).toMatchObject({ vehicle: null });
    expect(await storedVehicleOf(target.userId)).toBeNull();
  });

  it("refuses a malformed or unknown vehicle, and a user who is not a driver, changing nothing", async () => {
    const [car] = await t.db.insert(vehicles).values({ name: "Mercedes E-Class", class: "Premium", capacity: 3 }).returning();
    const target = await t.createUser(["driver"], "Eva Motorista");

    const malformed = await patch(target.userId, { vehicleId: "not-a-uuid" });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toBe("Viatura inválida");

    const unknown = await patch(target.userId, { vehicleId: randomUUID() });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toBe("Erro ao atualizar perfil: Viatura não encontrada");

    const notDriver = await patch(noRole.userId, { vehicleId: car!.id });
    expect(notDriver.status).toBe(409);
    expect((await errorOf(notDriver)).message).toBe("Erro ao atualizar perfil: Só um motorista pode ter viatura habitual");
    expect(await storedVehicleOf(noRole.userId)).toBeNull();
    expect(await storedVehicleOf(target.userId)).toBeNull();

    const missingUser = await patch("no-such-user", { vehicleId: car!.id });
    expect(missingUser.status).toBe(404);
  });

  it("is cleared when the vehicle is deleted", async () => {
    const [car] = await t.db.insert(vehicles).values({ name: "Skoda Octavia", class: "Economy", capacity: 3 }).returning();
    const target = await t.createUser(["driver"], "Fábio Motorista");
    expect((await patch(target.userId, { vehicleId: car!.id })).status).toBe(200);
    await t.db.delete(vehicles).where(eq(vehicles.id, car!.id));
    expect(await storedVehicleOf(target.userId)).toBeNull();
  });
});

describe("roles", () => {
  it("grants (idempotently) and revokes a role, answering the user", async () => {
    const target = await t.createUser([]);
    for (let i = 0; i < 2; i++) {
      const granted = await t.request(`/api/users/${target.userId}/roles/driver`, { method: "PUT", cookie: admin.cookie, json: {} });
      expect(granted.status).toBe(200);
      expect(((await granted.json()) as { user: { roles: string[] } }).user.roles).toEqual(["driver"]);
    }
    const revoked = await t.request(`/api/users/${target.userId}/roles/driver`, { method: "DELETE", cookie: admin.cookie });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { user: { roles: string[] } }).user.roles).toEqual([]);
    expect(await rolesOf(target.userId)).toEqual([]);
  });

  it("refuses an unknown role (400) and an unknown user (404)", async () => {
    const bad = await t.request(`/api/users/${driver.userId}/roles/owner`, { method: "PUT", cookie: admin.cookie, json: {} });
    expect(bad.status).toBe(400);
    const unknown = await t.request("/api/users/no-such-user/roles/driver", { method: "PUT", cookie: admin.cookie, json: {} });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe("Erro ao adicionar role: Utilizador não encontrado");
  });

  it("lets an admin remove another admin's role but never their own", async () => {
    const other = await t.createUser(["admin"]);
    const own = await t.request(`/api/users/${admin.userId}/roles/admin`, { method: "DELETE", cookie: admin.cookie });
    expect(own.status).toBe(409);
    expect(await errorOf(own)).toEqual({ code: "own_admin_role", message: "Não pode remover o seu próprio papel de administrador.", requestId: expect.any(String) });
    expect(await rolesOf(admin.userId)).toEqual(["admin"]);

    const theirs = await t.request(`/api/users/${other.userId}/roles/admin`, { method: "DELETE", cookie: admin.cookie });
    expect(theirs.status).toBe(200);
    expect(await rolesOf(other.userId)).toEqual([]);
  });
});

describe("the last admin", () => {
  /** A fresh app with exactly two admins. */
  async function withTwoAdmins(test: (app: TestApp, a: TestUser, b: TestUser) => Promise<void>) {
    const app = await createTestApp();
    try {
      await test(app, await app.createUser(["admin"]), await app.createUser(["admin"]));
    } finally {
      await app.close();
    }
  }

  it("keeps the role when two admins remove each other's at once", async () => {
    await withTwoAdmins(async (app, a, b) => {
      const responses = await Promise.all([
        app.request(`/api/users/${b.userId}/roles/admin`, { method: "DELETE", cookie: a.cookie }),
        app.request(`/api/users/${a.userId}/roles/admin`, { method: "DELETE", cookie: b.cookie }),
      ]);
      // The loser is refused as the last admin (409), or already no admin at its access check (403).
      const statuses = responses.map((r) => r.status).sort();
      expect([[200, 403], [200, 409]]).toContainEqual(statuses);
      expect((await app.db.select().from(userRoles).where(eq(userRoles.role, "admin"))).length).toBe(1);
    });
  });

  it("keeps one admin when the two revokes run in the same instant (service, past the access check)", async () => {
    await withTwoAdmins(async (app, a, b) => {
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all([
          revokeUserRole(app.db, a.userId, b.userId, "admin"),
          revokeUserRole(app.db, b.userId, a.userId, "admin"),
        ]);
        expect(results.map((r) => r.kind).sort()).toEqual(["last_admin", "ok"]);
        const remaining = await app.db.select().from(userRoles).where(eq(userRoles.role, "admin"));
        expect(remaining).toHaveLength(1);
        const lost = remaining[0]!.userId === a.userId ? b.userId : a.userId;
        await grantRole(app.db, lost, "admin");
      }
    });
  });

  it("is never deleted, even when two admins delete each other at once", async () => {
    await withTwoAdmins(async (app, a, b) => {
      const responses = await Promise.all([
        app.request(`/api/users/${b.userId}`, { method: "DELETE", cookie: a.cookie }),
        app.request(`/api/users/${a.userId}`, { method: "DELETE", cookie: b.cookie }),
      ]);
      const statuses = responses.map((r) => r.status);
      // The deleted admin's own request may find its session gone (401) or be refused (409).
      expect(statuses).toContain(200);
      expect((await app.db.select().from(userRoles).where(eq(userRoles.role, "admin"))).length).toBe(1);
      expect((await app.db.select().from(users)).length).toBe(1);
    });
  });

  it("refuses the only admin removing their own role", async () => {
    await withTwoAdmins(async (app, a, b) => {
      expect((await app.request(`/api/users/${b.userId}/roles/admin`, { method: "DELETE", cookie: a.cookie })).status).toBe(200);
      // b is still signed in but no longer an admin: only a remains, and a cannot remove itself.
      const self = await app.request(`/api/users/${a.userId}/roles/admin`, { method: "DELETE", cookie: a.cookie });
      expect(self.status).toBe(409);
      expect((await app.db.select().from(userRoles).where(eq(userRoles.role, "admin"))).length).toBe(1);
    });
  });
});

describe("PUT /api/users/:id/password", () => {
  it("sets the password, ends the user's sessions, and the new password signs in", async () => {
    const target = await t.createUser(["driver"]);
    const response = await t.request(`/api/users/${target.userId}/password`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { password: "Nova-senha-77" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await isSignedIn(target.cookie)).toBe(false);
    expect((await t.request("/api/driver/bookings", { cookie: target.cookie })).status).toBe(401);
    await expect(t.signIn(target.email, target.password)).rejects.toThrow();
    await t.signIn(target.email, "Nova-senha-77");
  });

  it("keeps the admin's current session when they change their own password, ending the others", async () => {
    const self = await t.createUser(["admin"]);
    const otherDevice = await t.signIn(self.email, self.password);
    const response = await t.request(`/api/users/${self.userId}/password`, {
      method: "PUT",
      cookie: self.cookie,
      json: { password: "Minha-nova-88" },
    });
    expect(response.status).toBe(200);
    expect(await isSignedIn(self.cookie)).toBe(true);
    expect(await isSignedIn(otherDevice)).toBe(false);
    await t.signIn(self.email, "Minha-nova-88");
  });

  it.each([
    [{ password: "12345" }, "Password deve ter pelo menos 6 caracteres"],
    [{}, "Password deve ter pelo menos 6 caracteres"],
    [{ password: "123456" }, "Esta senha é demasiado comum. Escolha outra."],
  ])("refuses %j with 400, keeping the old password", async (json, message) => {
    const target = await t.createUser([]);
    const response = await t.request(`/api/users/${target.userId}/password`, { method: "PUT", cookie: admin.cookie, json });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
    expect(await isSignedIn(target.cookie)).toBe(true);
    await t.signIn(target.email, target.password);
  });

  it("refuses the account's e-mail as password and answers 404 for an unknown user", async () => {
    const target = await t.createUser([]);
    const same = await t.request(`/api/users/${target.userId}/password`, { method: "PUT", cookie: admin.cookie, json: { password: target.email } });
    expect(same.status).toBe(400);
    expect((await errorOf(same)).message).toBe("Erro ao alterar password: A senha não pode ser igual ao email.");
    const unknown = await t.request("/api/users/nobody/password", { method: "PUT", cookie: admin.cookie, json: { password: "Nova-senha-77" } });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe("Erro ao alterar password: Utilizador não encontrado");
  });
});

describe("DELETE /api/users/:id", () => {
  async function insertBooking(assignedDriverId: string | null) {
    const id = randomUUID();
    await t.db.insert(bookings).values({
      id,
      bookingType: "transfer",
      origin: "Aeroporto de Lisboa",
      destination: "Cascais",
      bookingDate: "2030-06-01",
      bookingTime: "10:00",
      passengers: 2,
      vehicleClass: "business",
      customerName: "Cliente",
      customerPhone: "+351 900 000 000",
      customerEmail: "cliente@example.com",
      totalPriceCents: 9000,
      status: "assigned",
      assignedDriverId,
    });
    return id;
  }

  it("deletes the user, ends their sessions and unassigns (keeps) their bookings", async () => {
    const target = await t.createUser(["driver"], "Motorista A Eliminar");
    const bookingId = await insertBooking(target.userId);
    const otherBooking = await insertBooking(driver.userId);
    expect((await t.request("/api/driver/bookings", { cookie: target.cookie })).status).toBe(200);

    const response = await t.request(`/api/users/${target.userId}`, { method: "DELETE", cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    expect((await t.request("/api/driver/bookings", { cookie: target.cookie })).status).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, target.userId))).toHaveLength(0);
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, target.userId))).toHaveLength(0);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, target.userId))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.userId))).toHaveLength(0);
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(kept?.assignedDriverId).toBeNull();
    const [untouched] = await t.db.select().from(bookings).where(eq(bookings.id, otherBooking));
    expect(untouched?.assignedDriverId).toBe(driver.userId);
    await expect(t.signIn(target.email, target.password)).rejects.toThrow();
  });

  it("refuses to delete yourself and answers 404 for an unknown user", async () => {
    const self = await t.request(`/api/users/${admin.userId}`, { method: "DELETE", cookie: admin.cookie });
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe("Erro ao eliminar utilizador: Não pode eliminar a sua própria conta");
    expect(await isSignedIn(admin.cookie)).toBe(true);
    const unknown = await t.request("/api/users/nobody", { method: "DELETE", cookie: admin.cookie });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe("Erro ao eliminar utilizador: Utilizador não encontrado");
  });

  it("lets an admin delete another admin while one remains", async () => {
    const other = await t.createUser(["admin"]);
    const before = await adminCount();
    expect((await t.request(`/api/users/${other.userId}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    expect(await adminCount()).toBe(before - 1);
  });
});
