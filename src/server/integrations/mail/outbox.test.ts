import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { openTestDatabase } from "../../../../test-support/test-database.ts";
import { enqueueMail } from "./outbox.ts";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("enqueueMail", () => {
  it("stores a pending message, due now, and answers its id", async () => {
    const before = Date.now();
    const id = await enqueueMail(database.db, {
      kind: "booking_confirmation",
      to: "ana@example.com",
      subject: "Reserva confirmada",
      text: "Obrigado.",
      html: "<p>Obrigado.</p>",
    });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      kind: "booking_confirmation",
      toAddress: "ana@example.com",
      subject: "Reserva confirmada",
      textBody: "Obrigado.",
      htmlBody: "<p>Obrigado.</p>",
      status: "pending",
      attempts: 0,
      lockedUntil: null,
      lastError: null,
      sentAt: null,
    });
    // Due at once (allow for the database clock being a little apart from ours).
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(before - 60_000);
  });

  it("stores no html body when none is given", async () => {
    const id = await enqueueMail(database.db, {
      kind: "password_reset",
      to: "rui@example.com",
      subject: "Reset",
      text: "Link",
    });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.htmlBody).toBeNull();
  });

  it("belongs to the caller's transaction: rolled back with it, kept when it commits", async () => {
    let rolledBackId: string | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        rolledBackId = await enqueueMail(tx, {
          kind: "booking_confirmation",
          to: "lost@example.com",
          subject: "Never sent",
          text: "The booking failed after this line.",
        });
        throw new Error("booking failed");
      }),
    ).rejects.toThrow("booking failed");
    expect(rolledBackId).toBeDefined();
    const gone = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, rolledBackId!));
    expect(gone).toEqual([]);

    const keptId = await database.db.transaction((tx) =>
      enqueueMail(tx, {
        kind: "booking_confirmation",
        to: "kept@example.com",
        subject: "Sent",
        text: "Booked.",
      }),
    );
    const kept = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, keptId));
    expect(kept).toHaveLength(1);
  });
});
