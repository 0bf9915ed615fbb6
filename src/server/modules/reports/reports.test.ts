import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, payments, refunds, tours, zones } from "../../db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import type { BreakdownRow, Report } from "./service.ts";

/**
 * The reports against bookings written here, each figure worked out by hand from these rows. The
 * period is 2026-03-23..29 (Portugal moves to summer time on Sunday 29 March), the previous period
 * 2026-03-16..22.
 */
let t: TestApp;
let admin: TestUser;
let driverA: TestUser;
let driverB: TestUser;
let tourId: string;
/** The zone of Aeroporto de Faro ↔ Albufeira: the bookings' default places, so their default zone (as pricing stores it). */
let zoneId: string;
const ZONE_NAME = "Aeroporto de Faro – Albufeira";
const TOUR_NAME = "Fátima e Nazaré";

type Row = typeof bookings.$inferInsert;

function booking(fields: Partial<Row> & Pick<Row, "bookingDate" | "bookingTime" | "totalPriceCents" | "status" | "createdAt">): Row {
  return {
    id: randomUUID(),
    bookingType: "transfer",
    origin: "Aeroporto de Faro",
    destination: "Albufeira",
    passengers: 2,
    vehicleClass: "Premium",
    customerName: "Ana Silva",
    customerPhone: "+351 912 345 678",
    customerEmail: "ana@example.com",
    zoneId,
    ...fields,
  };
}

let cancelledWithRefund: string;

/** A paid payment of a booking (the built-in test checkout's). */
const paid = (bookingId: string, amountCents: number, status: "paid" | "open" = "paid") => ({
  bookingId,
  provider: "test",
  testMode: true,
  providerSessionId: randomUUID(),
  amountCents,
  status,
  url: "http://localhost/checkout",
  paidAt: status === "paid" ? new Date("2026-03-20T10:00:00Z") : null,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"], "Admin Relatórios");
  driverA = await t.createUser(["driver"], "Carlos Motorista");
  driverB = await t.createUser(["driver"], "Bruno Motorista");
  const [zone] = await t.db.insert(zones).values({
    name: ZONE_NAME,
    origin: "Aeroporto de Faro",
    destination: "Albufeira",
    originLat: 37.017,
    originLng: -7.97,
    destinationLat: 37.088,
    destinationLng: -8.25,
  }).returning();
  zoneId = zone!.id;
  const [tour] = await t.db.insert(tours).values({ slug: "fatima-nazare", name: TOUR_NAME, durationHours: 8 }).returning();
  tourId = tour!.id;
  const rows: Row[] = [
    // 1. Monday, winter time (UTC+0): lead 72 h.
    booking({ bookingDate: "2026-03-23", bookingTime: "10:00", totalPriceCents: 10_000, status: "confirmed", assignedDriverId: driverA.userId, createdAt: new Date("2026-03-20T10:00:00Z") }),
    // 2. The zone the other way round, on the day of the change (10:00 summer time is 09:00 UTC): lead 24 h, not 25.
    booking({ origin: "Albufeira", destination: "Aeroporto de Faro", bookingDate: "2026-03-29", bookingTime: "10:00", vehicleClass: "Van", totalPriceCents: 20_000, status: "completed", assignedDriverId: driverA.userId, customerName: "João Gonçalves", createdAt: new Date("2026-03-28T09:00:00Z") }),
    // 3. Pending (no revenue), no zone, no driver: lead 24 h.
    booking({ origin: "Lisboa", destination: "Sintra", zoneId: null, bookingDate: "2026-03-25", bookingTime: "15:00", totalPriceCents: 5_000, status: "pending", customerName: "=HYPERLINK(\"x\")", createdAt: new Date("2026-03-24T15:00:00Z") }),
    // 4. A tour, assigned to driver B: lead 25 days = 600 h.
    booking({ bookingType: "tour", tourId: null, zoneId: null, origin: "Hotel Avenida Palace, Lisboa", destination: TOUR_NAME, bookingDate: "2026-03-26", bookingTime: "09:00", vehicleClass: "Executive", totalPriceCents: 30_000, status: "assigned", assignedDriverId: driverB.userId, createdAt: new Date("2026-03-01T09:00:00Z") }),
    // 5. Cancelled and half refunded: in the rates only.
    booking({ bookingDate: "2026-03-27", bookingTime: "12:00", totalPriceCents: 8_000, status: "cancelled", createdAt: new Date("2026-03-26T12:00:00Z") }),
    // 9. Same pickup as 1, other case: lead 6 h; no zone (Vilamoura).
    booking({ origin: "AEROPORTO DE FARO", destination: "Vilamoura", zoneId: null, bookingDate: "2026-03-24", bookingTime: "11:00", vehicleClass: "Economy", totalPriceCents: 4_000, status: "confirmed", createdAt: new Date("2026-03-24T05:00:00Z") }),
    // Previous period. 7. lead 24 h.
    booking({ bookingDate: "2026-03-22", bookingTime: "08:00", totalPriceCents: 7_000, status: "confirmed", createdAt: new Date("2026-03-21T08:00:00Z") }),
    // 8. Cancelled, no refund.
    booking({ bookingDate: "2026-03-16", bookingTime: "08:00", vehicleClass: "Van", totalPriceCents: 6_000, status: "cancelled", createdAt: new Date("2026-03-10T08:00:00Z") }),
    // Outside both periods: never counted.
    booking({ bookingDate: "2026-03-30", bookingTime: "00:30", totalPriceCents: 99_999, status: "confirmed", createdAt: new Date("2026-03-01T08:00:00Z") }),
    booking({ bookingDate: "2026-03-15", bookingTime: "23:30", totalPriceCents: 99_999, status: "confirmed", createdAt: new Date("2026-03-01T08:00:00Z") }),
  ];
  rows[3]!.tourId = tourId;
  await t.db.insert(bookings).values(rows);
  cancelledWithRefund = rows[4]!.id!;
  // 5 was paid in full, then half refunded: 40,00 € kept. 2 was paid; 1, 4 and 9 were confirmed by hand, unpaid.
  const [paidThenRefunded] = await t.db.insert(payments).values(paid(cancelledWithRefund, 8_000)).returning();
  await t.db.insert(payments).values(paid(rows[1]!.id!, 20_000));
  await t.db.insert(refunds).values({ bookingId: cancelledWithRefund, paymentId: paidThenRefunded!.id, provider: "test", testMode: true, amountCents: 4_000, percent: 50 });
}, 120_000);
afterAll(() => t.close());

async function report(query: string): Promise<Report> {
  const response = await t.request(`/api/admin/reports${query}`, { cookie: admin.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Report;
}

const PERIOD = "?from=2026-03-23&to=2026-03-29";
const figures = (rows: BreakdownRow[]) =>
  Object.fromEntries(rows.map((r) => [r.label, [r.current.bookings, r.current.revenueCents, r.previous.bookings, r.previous.revenueCents]]));

describe("GET /api/admin/reports", () => {
  it("sums the period and the previous one as worked out by hand, across the change to summer time", async () => {
    const r = await report(PERIOD);
    expect(r.period).toEqual({ from: "2026-03-23", to: "2026-03-29", days: 7 });
    expect(r.previousPeriod).toEqual({ from: "2026-03-16", to: "2026-03-22" });
    expect(r.summary.current).toEqual({
      bookings: 5, // 1, 2, 3, 4, 9
      revenueCents: 64_000, // 1 + 2 + 4 + 9 (3 is pending, 5 cancelled)
      collectedCents: 24_000, // 2 paid 200,00; 5 paid 80,00 and got 40,00 back
      allBookings: 6,
      cancelled: 1,
      cancellationRate: 0.1667,
      refunds: 1,
      refundedCents: 4_000,
      refundRate: 0.1667,
      averageLeadTimeHours: 145.2, // (72 + 24 + 24 + 600 + 6) / 5
    });
    expect(r.summary.previous).toEqual({
      bookings: 1,
      revenueCents: 7_000,
      collectedCents: 0,
      allBookings: 2,
      cancelled: 1,
      cancellationRate: 0.5,
      refunds: 0,
      refundedCents: 0,
      refundRate: 0,
      averageLeadTimeHours: 24,
    });
  });

  it("counts a refund by its booking's service date: the period's first day is the period's, the day before the previous one's", async () => {
    // Bookings of their own, away from the shared ones: period 2026-05-04..10, previous 2026-04-27..05-03.
    const onFirstDay = booking({ bookingDate: "2026-05-04", bookingTime: "00:00", totalPriceCents: 6_000, status: "cancelled", createdAt: new Date("2026-04-01T08:00:00Z") });
    const dayBefore = booking({ bookingDate: "2026-05-03", bookingTime: "23:59", totalPriceCents: 2_000, status: "cancelled", createdAt: new Date("2026-04-01T08:00:00Z") });
    const ids = [onFirstDay.id!, dayBefore.id!];
    await t.db.insert(bookings).values([onFirstDay, dayBefore]);
    try {
      await t.db.insert(refunds).values([
        { bookingId: onFirstDay.id!, provider: "test", testMode: true, amountCents: 3_000, percent: 50 },
        { bookingId: dayBefore.id!, provider: "test", testMode: true, amountCents: 2_000, percent: 100 },
      ]);
      const r = await report("?from=2026-05-04&to=2026-05-10");
      expect(r.previousPeriod).toEqual({ from: "2026-04-27", to: "2026-05-03" });
      expect(r.summary.current).toMatchObject({ allBookings: 1, cancelled: 1, refunds: 1, refundedCents: 3_000, refundRate: 1 });
      expect(r.summary.previous).toMatchObject({ allBookings: 1, cancelled: 1, refunds: 1, refundedCents: 2_000, refundRate: 1 });
    } finally {
      await t.db.delete(bookings).where(inArray(bookings.id, ids)); // their refunds go with them
    }
  });

  it("tells booked value from money collected: a booking confirmed by hand and never paid brings none of the second", async () => {
    // Bookings of their own, away from the shared ones: period 2026-11-02..08.
    const byHand = booking({ bookingDate: "2026-11-03", bookingTime: "12:00", totalPriceCents: 15_500, status: "confirmed", createdAt: new Date("2026-10-01T08:00:00Z") });
    const assignedByHand = booking({ bookingDate: "2026-11-04", bookingTime: "12:00", totalPriceCents: 9_000, status: "assigned", createdAt: new Date("2026-10-01T08:00:00Z") });
    const paidOne = booking({ bookingDate: "2026-11-05", bookingTime: "12:00", totalPriceCents: 10_000, status: "confirmed", createdAt: new Date("2026-10-01T08:00:00Z") });
    const refunded = booking({ bookingDate: "2026-11-06", bookingTime: "12:00", totalPriceCents: 8_000, status: "cancelled", createdAt: new Date("2026-10-01T08:00:00Z") });
    const checkoutLeftOpen = booking({ bookingDate: "2026-11-07", bookingTime: "12:00", totalPriceCents: 5_000, status: "pending", createdAt: new Date("2026-10-01T08:00:00Z") });
    const all = [byHand, assignedByHand, paidOne, refunded, checkoutLeftOpen];
    await t.db.insert(bookings).values(all);
    try {
      await t.db.insert(payments).values([paid(paidOne.id!, 10_000), paid(checkoutLeftOpen.id!, 5_000, "open")]);
      const [refundedPayment] = await t.db.insert(payments).values(paid(refunded.id!, 8_000)).returning();
      const onlyByHand = await report("?from=2026-11-02&to=2026-11-04");
      expect(onlyByHand.summary.current).toMatchObject({ revenueCents: 24_500, collectedCents: 0 });

      const before = await report("?from=2026-11-02&to=2026-11-08");
      expect(before.summary.current).toMatchObject({ revenueCents: 34_500, collectedCents: 18_000 });
      // A refund reduces the money collected, never the booked value.
      await t.db.insert(refunds).values({ bookingId: refunded.id!, paymentId: refundedPayment!.id, provider: "test", testMode: true, amountCents: 8_000, percent: 100 });
      const after = await report("?from=2026-11-02&to=2026-11-08&granularity=week");
      expect(after.summary.current).toMatchObject({ revenueCents: 34_500, collectedCents: 10_000, refundedCents: 8_000 });
      expect(after.series.current).toEqual([{ bucket: "2026-11-02", bookings: 4, revenueCents: 34_500, collectedCents: 10_000 }]);

      const summary = await (await t.request("/api/admin/reports/export?from=2026-11-02&to=2026-11-08&report=summary&format=csv", { cookie: admin.cookie })).text();
      expect(summary).toContain("Valor reservado €;345,00;0,00\r\n");
      expect(summary).toContain("Valor recebido € (pagamentos − reembolsos);100,00;0,00\r\n");
      const series = await (await t.request("/api/admin/reports/export?from=2026-11-02&to=2026-11-08&report=series&granularity=week&format=csv", { cookie: admin.cookie })).text();
      expect(series.split("\r\n")[0]).toBe(
        "Semana (início);Reservas (Período);Valor reservado € (Período);Valor recebido € (Período);Semana (início) (Período anterior);Reservas (Período anterior);Valor reservado € (Período anterior);Valor recebido € (Período anterior)",
      );
      expect(series).toContain("02/11/2026;4;345,00;100,00;");
    } finally {
      await t.db.delete(bookings).where(inArray(bookings.id, all.map((b) => b.id!))); // payments and refunds go with them
    }
  });

  it("lists every day of both periods, and their sums are the summary's", async () => {
    const r = await report(PERIOD);
    expect(r.series.current.map((p) => [p.bucket, p.bookings, p.revenueCents, p.collectedCents])).toEqual([
      ["2026-03-23", 1, 10_000, 0],
      ["2026-03-24", 1, 4_000, 0],
      ["2026-03-25", 1, 0, 0],
      ["2026-03-26", 1, 30_000, 0],
      ["2026-03-27", 0, 0, 4_000],
      ["2026-03-28", 0, 0, 0],
      ["2026-03-29", 1, 20_000, 20_000],
    ]);
    expect(r.series.previous.map((p) => p.bucket)).toEqual(["2026-03-16", "2026-03-17", "2026-03-18", "2026-03-19", "2026-03-20", "2026-03-21", "2026-03-22"]);
    expect(r.series.previous.find((p) => p.bucket === "2026-03-22")).toMatchObject({ bookings: 1, revenueCents: 7_000 });
    for (const side of ["current", "previous"] as const) {
      expect(r.series[side].reduce((s, p) => s + p.bookings, 0)).toBe(r.summary[side].bookings);
      expect(r.series[side].reduce((s, p) => s + p.revenueCents, 0)).toBe(r.summary[side].revenueCents);
      expect(r.series[side].reduce((s, p) => s + p.collectedCents, 0)).toBe(r.summary[side].collectedCents);
    }
  });

  it("cuts weeks from Monday and months from the 1st, never before the period's first day", async () => {
    const weeks = await report(`${PERIOD}&granularity=week`);
    expect(weeks.series.current).toEqual([{ bucket: "2026-03-23", bookings: 5, revenueCents: 64_000, collectedCents: 24_000 }]);
    expect(weeks.series.previous).toEqual([{ bucket: "2026-03-16", bookings: 1, revenueCents: 7_000, collectedCents: 0 }]);
    const midWeek = await report("?from=2026-03-25&to=2026-03-31&granularity=week");
    expect(midWeek.series.current.map((p) => [p.bucket, p.bookings])).toEqual([
      ["2026-03-25", 3], // 3, 4, 2 (5 cancelled)
      ["2026-03-30", 1], // the booking of the 30th
    ]);
    expect(midWeek.previousPeriod).toEqual({ from: "2026-03-18", to: "2026-03-24" });
    expect(midWeek.series.previous.map((p) => [p.bucket, p.bookings])).toEqual([
      ["2026-03-18", 1], // 7 (22nd)
      ["2026-03-23", 2], // 1 (23rd) and 9 (24th)
    ]);
    const months = await report(`${PERIOD}&granularity=month`);
    expect(months.series.current).toEqual([{ bucket: "2026-03-23", bookings: 5, revenueCents: 64_000, collectedCents: 24_000 }]);
  });

  it("breaks the figures down by type, zone, tour, vehicle class, driver and pickup", async () => {
    const r = await report(PERIOD);
    expect(figures(r.byType)).toEqual({ Transfer: [4, 34_000, 1, 7_000], Tour: [1, 30_000, 0, 0] });
    // Zone (the one that priced each transfer): 1 and 2 (either way round), 7 before; Lisboa → Sintra and Faro → Vilamoura priced by none.
    expect(figures(r.byZone)).toEqual({ [ZONE_NAME]: [2, 30_000, 1, 7_000], "Sem zona": [2, 4_000, 0, 0] });
    expect(figures(r.byTour)).toEqual({ [TOUR_NAME]: [1, 30_000, 0, 0] });
    expect(figures(r.byVehicleClass)).toEqual({
      Premium: [2, 10_000, 1, 7_000],
      Van: [1, 20_000, 0, 0],
      Executive: [1, 30_000, 0, 0],
      Economy: [1, 4_000, 0, 0],
    });
    expect(figures(r.byDriver)).toEqual({
      "Carlos Motorista": [2, 30_000, 0, 0],
      "Bruno Motorista": [1, 30_000, 0, 0],
      "Sem motorista": [2, 4_000, 1, 7_000],
    });
    expect(r.byDriver.find((d) => d.label === "Carlos Motorista")?.key).toBe(driverA.userId);
    expect(r.topPickups[0]!.label.toLowerCase()).toBe("aeroporto de faro");
    expect(r.topPickups[0]!.current).toEqual({ bookings: 2, revenueCents: 14_000 });
    expect(r.topPickups).toHaveLength(4);
    for (const rows of [r.byType, r.byVehicleClass, r.byDriver]) {
      expect(rows.reduce((s, x) => s + x.current.revenueCents, 0)).toBe(r.summary.current.revenueCents);
      expect(rows.reduce((s, x) => s + x.previous.bookings, 0)).toBe(r.summary.previous.bookings);
    }
    // Zones hold the transfers only.
    const transfers = r.byType.find((x) => x.key === "transfer")!;
    expect(r.byZone.reduce((s, x) => s + x.current.revenueCents, 0)).toBe(transfers.current.revenueCents);
    expect(r.byZone.reduce((s, x) => s + x.current.bookings, 0)).toBe(transfers.current.bookings);
  });

  it("refuses a bad period in Portuguese", async () => {
    for (const [query, message] of [
      ["?from=2026-03-29&to=2026-03-23", "A data inicial deve ser anterior ou igual à data final"],
      ["?from=2026-01-01&to=2027-01-02", "O período não pode ter mais de 366 dias"],
      ["?from=2026-02-30&to=2026-03-01", "Data inválida (use AAAA-MM-DD)"],
      [`${PERIOD}&granularity=year`, "Agrupamento inválido (dia, semana ou mês)"],
    ] as const) {
      const response = await t.request(`/api/admin/reports${query}`, { cookie: admin.cookie });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it("is for admins only", async () => {
    expect((await t.request(`/api/admin/reports${PERIOD}`)).status).toBe(401);
    expect((await t.request(`/api/admin/reports${PERIOD}`, { cookie: driverA.cookie })).status).toBe(403);
    expect((await t.request(`/api/admin/reports/export${PERIOD}&report=zone&format=csv`, { cookie: driverA.cookie })).status).toBe(403);
    expect((await t.request(`/api/admin/reports/bookings-export?format=csv`, { cookie: driverA.cookie })).status).toBe(403);
    expect((await t.request(`/api/admin/reports/bookings-export?format=csv`)).status).toBe(401);
  });
});

describe("exports", () => {
  it("writes a report as CSV: BOM, semicolons, decimal comma, accents intact, the period in the file name", async () => {
    const response = await t.request(`/api/admin/reports/export${PERIOD}&report=tour&format=csv`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="relatorio-tour_2026-03-23_2026-03-29.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("Tour;Reservas (Período);Valor reservado € (Período);Reservas (Período anterior);Valor reservado € (Período anterior)");
    expect(lines[1]).toBe("Fátima e Nazaré;1;300,00;0;0,00");
    const zone = await (await t.request(`/api/admin/reports/export${PERIOD}&report=zone&format=csv`, { cookie: admin.cookie })).text();
    expect(zone).toContain(`${ZONE_NAME};2;300,00;1;70,00\r\n`);
    const summary = await (await t.request(`/api/admin/reports/export${PERIOD}&report=summary&format=csv`, { cookie: admin.cookie })).text();
    expect(summary).toContain("Taxa de cancelamento;16,67%;50,00%\r\n");
    expect(summary).toContain("Antecedência média (horas);145,2;24,0\r\n");
    const series = await (await t.request(`/api/admin/reports/export${PERIOD}&report=series&format=csv`, { cookie: admin.cookie })).text();
    expect(series).toContain("29/03/2026;1;200,00;200,00;22/03/2026;1;70,00;0,00\r\n");
  });

  it("writes a report as XLSX that reads back with its numbers", async () => {
    const response = await t.request(`/api/admin/reports/export${PERIOD}&report=vehicle-class&format=xlsx`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="relatorio-vehicle-class_2026-03-23_2026-03-29.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Por classe de viatura");
    expect(sheet.getRow(1).getCell(1).value).toBe("Classe de viatura");
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row, n) => {
      if (n > 1) rows.set(String(row.getCell(1).value), [2, 3, 4, 5].map((c) => row.getCell(c).value));
    });
    expect(rows.get("Executive")).toEqual([1, 300, 0, 0]);
    expect(rows.get("Premium")).toEqual([2, 100, 1, 70]);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('#,##0.00 "€"');
  });

  it("exports the filtered bookings list as CSV, newest first, with accents, money and dates in Portuguese", async () => {
    const response = await t.request(`/api/admin/reports/bookings-export?from=2026-03-23&to=2026-03-29&format=csv`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="reservas_2026-03-23_2026-03-29.csv"');
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const lines = body.slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      "Referência;Data;Hora;Tipo;Origem;Destino;Passageiros;Classe;Viatura;Tour;Cliente;Telefone;Email;Valor reservado €;Valor recebido €;Estado;Motorista;Criada em",
    );
    expect(lines).toHaveLength(7); // header + the 6 bookings of the period
    // Newest first: 2 was created last (28 March 09:00 UTC, still winter time in Lisbon). A text
    // starting with + = - @ is kept from being read as a formula.
    expect(lines[1]).toMatch(/^[0-9a-f]{8};29\/03\/2026;10:00;Transfer;Albufeira;Aeroporto de Faro;2;Van;;;João Gonçalves;'\+351 912 345 678;ana@example.com;200,00;200,00;Concluída;Carlos Motorista;28\/03\/2026 09:00$/);
    // Confirmed by hand and never paid: booked, nothing received.
    expect(lines.find((l) => l.includes(";23/03/2026;"))).toContain(";100,00;0,00;Confirmada;");
    // A formula in a customer's name stays text.
    expect(body).toContain(`;"'=HYPERLINK(""x"")";`);
    const filtered = await (await t.request(`/api/admin/reports/bookings-export?status=cancelled&format=csv`, { cookie: admin.cookie })).text();
    expect(filtered.split("\r\n").filter(Boolean)).toHaveLength(3); // header + 5 and 8
  });

  it("exports the bookings list as XLSX", async () => {
    const response = await t.request(`/api/admin/reports/bookings-export?type=tour&format=xlsx`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="reservas_inicio_fim.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(10).value).toBe(TOUR_NAME);
    expect(row.getCell(14).value).toBe(300);
    expect(row.getCell(15).value).toBe(0); // a tour assigned by hand, never paid
    expect((row.getCell(2).value as Date).toISOString()).toBe("2026-03-26T00:00:00.000Z");
  });

  it("refuses a bad format or filter in Portuguese", async () => {
    const bad = await t.request(`/api/admin/reports/bookings-export?format=pdf`, { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe("Formato inválido (csv ou xlsx)");
    const badStatus = await t.request(`/api/admin/reports/bookings-export?format=csv&status=x`, { cookie: admin.cookie });
    expect(badStatus.status).toBe(400);
    const badReport = await t.request(`/api/admin/reports/export${PERIOD}&report=x&format=csv`, { cookie: admin.cookie });
    expect(((await badReport.json()) as { error: { message: string } }).error.message).toBe("Relatório inválido");
  });
});
