import { describe, expect, it } from "vitest";
import { createNotificationSchema, listNotificationsQuerySchema, NOTIFICATION_MESSAGES } from "./notification-schemas.ts";

/** Keys no request body may hold: a tampered price, and prototype-like keys as JSON.parse makes them (own keys). */
const UNKNOWN_KEYS: [string, Record<string, unknown>][] = [
  ["totalPriceCents", { totalPriceCents: 1 }],
  ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
  ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
];

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("createNotificationSchema", () => {
  const valid = { type: "success", title: " Bem-vindo ", message: "Linha 1\nLinha 2" };

  it("trims, and a missing or empty recipient means every driver (null)", () => {
    expect(createNotificationSchema.parse(valid)).toEqual({ userId: null, type: "success", title: "Bem-vindo", message: "Linha 1\nLinha 2" });
    expect(createNotificationSchema.parse({ ...valid, userId: "" }).userId).toBeNull();
    expect(createNotificationSchema.parse({ ...valid, userId: "abc" }).userId).toBe("abc");
  });

  it.each(["info", "success", "warning", "error"])("accepts type %s", (type) => {
    expect(createNotificationSchema.safeParse({ ...valid, type }).success).toBe(true);
  });

  it.each([
    [{ type: "booking_assigned" }, "Tipo de notificação inválido"],
    [{ title: undefined }, "Título é obrigatório"],
    [{ title: " " }, "Título é obrigatório"],
    [{ title: "t".repeat(200) + "!" }, "Título muito longo (máximo 200 caracteres)"],
    [{ title: "a\nb" }, "Título contém caracteres inválidos"],
    [{ message: "" }, "Mensagem é obrigatória"],
    [{ message: "m".repeat(2001) }, "Mensagem muito longa (máximo 2000 caracteres)"],
  ])("refuses %j", (change, message) => {
    expect(firstMessage(createNotificationSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it.each(UNKNOWN_KEYS)("refuses an unknown key %s with the general message", (key, extra) => {
    const body = { ...valid, ...extra };
    expect(Object.keys(body)).toContain(key);
    expect(firstMessage(createNotificationSchema.safeParse(body))).toBe(NOTIFICATION_MESSAGES.invalidBody);
  });

  it("accepts the limits exactly", () => {
    expect(createNotificationSchema.safeParse({ ...valid, title: "t".repeat(200), message: "m".repeat(2000) }).success).toBe(true);
  });
});

describe("listNotificationsQuerySchema", () => {
  it("defaults to the first page of 20 and reads numbers from the query", () => {
    expect(listNotificationsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(listNotificationsQuerySchema.parse({ page: "3", pageSize: "100" })).toEqual({ page: 3, pageSize: 100 });
  });

  it.each([{ page: "0" }, { page: "1.5" }, { pageSize: "101" }, { pageSize: "x" }])("refuses %j", (query) => {
    expect(firstMessage(listNotificationsQuerySchema.safeParse(query))).toBe("Página inválida");
  });
});
