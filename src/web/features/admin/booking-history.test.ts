import { describe, expect, it } from "vitest";
import { describeHistoryEntry } from "./booking-history.tsx";

const entry = (data: Record<string, unknown>) => ({
  id: "e1",
  kind: "refund",
  actorUserId: null,
  actorName: "Marie Dupont (cliente)",
  data,
  createdAt: "2026-11-23T10:00:00.000Z",
});

describe("describeHistoryEntry: a customer's refund", () => {
  it("says the amount and the policy's percentage, in Portuguese", () => {
    expect(describeHistoryEntry(entry({ amountCents: 8500, percent: 50, testMode: false }))).toBe(
      "Reembolso de 85,00\u00a0€ (50 %)",
    );
  });

  it("says when no money moved (test mode) and when nothing was refunded", () => {
    expect(describeHistoryEntry(entry({ amountCents: 17000, percent: 100, testMode: true }))).toMatch(
      /^Reembolso de 170,00\s€ \(100 %\) em modo de teste/,
    );
    expect(describeHistoryEntry(entry({ amountCents: 0, percent: 0, testMode: false }))).toBe(
      "Cancelada sem reembolso (menos de 24 h antes da recolha)",
    );
  });
});

describe("the driver's steps in the history (decision 0050)", () => {
  it("tells a no-show with its evidence: arrival, position there, the wait and the calls", () => {
    const text = describeHistoryEntry({
      ...entry({
        step: "no_show",
        at: "2026-07-15T10:20:00.000Z",
        arrivedAt: "2026-07-15T09:55:00.000Z",
        arrivalPosition: { lat: 37.0194, lng: -7.9322, accuracy: 12 },
        waitedMinutes: 25,
        calls: ["2026-07-15T10:05:00.000Z"],
      }),
      kind: "service_step",
    });
    expect(text).toBe(
      "Passo do motorista: Não compareceu às 11:20 · chegou ao local às 10:55 · posição à chegada 37.01940, -7.93220 (±12 m) · esperou 25 min · chamadas ao cliente: 11:05",
    );
  });
});
