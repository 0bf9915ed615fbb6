import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notificationReads, notifications, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";

let t: TestApp;
let driver: TestUser;
let otherDriver: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  driver = await t.createUser(["driver"], "Diogo Motorista");
  otherDriver = await t.createUser(["driver"], "Outro Motorista");
  admin = await t.createUser(["admin"], "Ana Admin");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(notifications);
});

interface Item {
  id: string;
  type: string;
  title: string;
  message: string;
  bookingId: string | null;
  read: boolean;
  createdAt: string;
}

const base = Date.parse("2026-05-01T10:00:00Z");
/** Inserts a notification `minutes` after a fixed instant; userId null = every driver. */
async function insert(title: string, userId: string | null, minutes: number, read = false) {
  const [row] = await t.db
    .insert(notifications)
    .values({ userId, type: "info", title, message: `Mensagem ${title}`, read, createdAt: new Date(base + minutes * 60_000) })
    .returning();
  return row!.id;
}

const list = async (user: TestUser) => {
  const response = await t.request("/api/driver/notifications", { cookie: user.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: Item[]; unreadCount: number };
};
const readOne = (id: string, user: TestUser = driver) =>
  t.request(`/api/driver/notifications/${id}/read`, { cookie: user.cookie, json: {} });
const readAll = (user: TestUser = driver) => t.request("/api/driver/notifications/read-all", { cookie: user.cookie, json: {} });
const titlesAndRead = (items: Item[]) => items.map((i) => [i.title, i.read]);
const adminRead = async () => {
  const response = await t.request("/api/admin/notifications", { cookie: admin.cookie });
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: Item[] };
  return Object.fromEntries(items.map((i) => [i.title, i.read]));
};

describe("GET /api/driver/notifications", () => {
  it("answers the driver's own and those to every driver, newest first, never another driver's", async () => {
    const own = await insert("Própria", driver.userId, 1);
    await insert("Todos", null, 2);
    await insert("Do outro", otherDriver.userId, 3);
    await insert("Lida", driver.userId, 0, true);

    const answer = await list(driver);
    expect(titlesAndRead(answer.items)).toEqual([
      ["Todos", false],
      ["Própria", false],
      ["Lida", true],
    ]);
    expect(answer.unreadCount).toBe(2);
    expect(answer.items[1]).toEqual({
      id: own,
      type: "info",
      title: "Própria",
      message: "Mensagem Própria",
      bookingId: null,
      read: false,
      createdAt: new Date(base + 60_000).toISOString(),
    });
    expect(titlesAndRead((await list(otherDriver)).items)).toEqual([
      ["Do outro", false],
      ["Todos", false],
    ]);
  });

  it("answers at most 100 items, and counts every unread one", async () => {
    await t.db.insert(notifications).values(
      Array.from({ length: 105 }, (_, i) => ({
        userId: i % 2 ? driver.userId : null,
        type: "info" as const,
        title: `N${i}`,
        message: "m",
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const answer = await list(driver);
    expect(answer.items).toHaveLength(100);
    expect(answer.items[0]!.title).toBe("N104");
    expect(answer.items[99]!.title).toBe("N5");
    expect(answer.unreadCount).toBe(105);
  });
});

describe("POST /api/driver/notifications/:id/read", () => {
  it("marks the driver's own notification read", async () => {
    const own = await insert("Própria", driver.userId, 1);
    const response = await readOne(own);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, own));
    expect(row!.read).toBe(true);
    expect((await list(driver)).unreadCount).toBe(0);
    expect((await readOne(own)).status).toBe(200); // again: still ok
  });

  it("reads a broadcast for this driver only; the admin sees Lida once every driver has read it", async () => {
    const everyone = await insert("Todos", null, 1);
    expect((await readOne(everyone)).status).toBe(200);
    expect(titlesAndRead((await list(driver)).items)).toEqual([["Todos", true]]);
    expect(titlesAndRead((await list(otherDriver)).items)).toEqual([["Todos", false]]);
    expect((await list(otherDriver)).unreadCount).toBe(1);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, everyone));
    expect(row!.read).toBe(false);
    expect(await adminRead()).toEqual({ Todos: false });

    expect((await readOne(everyone, otherDriver)).status).toBe(200);
    expect((await list(otherDriver)).unreadCount).toBe(0);
    expect(await adminRead()).toEqual({ Todos: true });

    // a driver who joins later has not read it: unread for them, and for the admin again
    const late = await t.createUser(["driver"], "Motorista Novo");
    expect(titlesAndRead((await list(late)).items)).toEqual([["Todos", false]]);
    expect(await adminRead()).toEqual({ Todos: false });
    expect((await readOne(everyone, late)).status).toBe(200);
    expect(await adminRead()).toEqual({ Todos: true });
  });

  it("answers 404 for another driver's notification, an unknown id or a non-uuid, changing nothing", async () => {
    const others = await insert("Do outro", otherDriver.userId, 1);
    for (const id of [others, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await readOne(id);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Notificação não encontrada", requestId: expect.any(String) } });
    }
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, others));
    expect(row!.read).toBe(false);
    expect(await t.db.select().from(notificationReads)).toHaveLength(0);
  });
});

describe("POST /api/driver/notifications/read-all", () => {
  it("marks the driver's own and broadcasts read for them only, and answers how many changed", async () => {
    await insert("Própria", driver.userId, 1);
    await insert("Já lida", driver.userId, 2, true);
    const everyone = await insert("Todos", null, 3);
    await insert("Todos 2", null, 4);
    const others = await insert("Do outro", otherDriver.userId, 5);
    expect((await readOne(everyone)).status).toBe(200); // already read: not counted again

    const response = await readAll();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, updated: 2 });
    const mine = await list(driver);
    expect(mine.unreadCount).toBe(0);
    expect(mine.items.every((i) => i.read)).toBe(true);

    const theirs = await list(otherDriver);
    expect(theirs.unreadCount).toBe(3);
    expect(titlesAndRead(theirs.items)).toEqual([
      ["Do outro", false],
      ["Todos 2", false],
      ["Todos", false],
    ]);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, others));
    expect(row!.read).toBe(false);
    const reads = await t.db.select().from(notificationReads).where(and(eq(notificationReads.userId, driver.userId)));
    expect(reads).toHaveLength(2);

    expect(await (await readAll()).json()).toEqual({ ok: true, updated: 0 });
  });
});

describe("a job taken away from a driver", () => {
  it("tells the previous driver 'Serviço retirado' and their assignment notice no longer counts as unread", async () => {
    await seedDemoCatalogue(t.db);
    const [vehicle] = await t.db.select().from(vehicles).limit(1);
    const body = transferBookingBody(vehicle!, { bookingTime: "12:00" });
    expect((await t.request("/api/bookings", { json: body })).status).toBe(201);
    const assign = (driverId: string) =>
      t.request(`/api/admin/bookings/${body.id}/assign`, { cookie: admin.cookie, json: { driverId } });

    expect((await assign(driver.userId)).status).toBe(200);
    expect((await list(driver)).unreadCount).toBe(1);
    expect((await assign(otherDriver.userId)).status).toBe(200);

    const before = await list(driver);
    const [yyyy, mm, dd] = body.bookingDate.split("-");
    expect(before.items.map((i) => [i.type, i.title, i.read, i.bookingId])).toEqual([
      ["warning", "Serviço retirado", false, body.id],
      ["booking_assigned", "Nova reserva atribuída", true, body.id],
    ]);
    expect(before.items[0]!.message).toBe(
      `Reserva ${body.id.slice(0, 8)}: ${dd}/${mm}/${yyyy} às 12:00, ${body.origin} → ${body.destination} já não lhe está atribuída.`,
    );
    // The withdrawal notice is the one unread item: the bell counts what the list holds.
    expect(before.unreadCount).toBe(1);
    // The new driver gets the assignment, and nothing about a withdrawal.
    const other = await list(otherDriver);
    expect(other.items.map((i) => [i.title, i.read])).toEqual([["Nova reserva atribuída", false]]);

    // Assigning the same driver again withdraws nothing.
    expect((await assign(otherDriver.userId)).status).toBe(200);
    expect((await list(otherDriver)).items.map((i) => i.title)).toEqual(["Nova reserva atribuída", "Nova reserva atribuída"]);
  });
});

