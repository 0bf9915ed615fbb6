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
