import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { openTestDatabase } from "../../../../test-support/test-database.ts";
import { renderOutboxRow } from "../../mail/compose.ts";
import { enqueueMail } from "./outbox.ts";
import type { OutboxMessage } from "./transports.ts";
import { createMailWorker } from "./worker.ts";
import { silentLogger } from "../../logger.ts";

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

describe("a branded mail", () => {
  const branded = {
    kind: "booking_confirmation",
    to: "joana@example.com",
    subject: "Booking received — AB12CD34",
    branded: {
      language: "en",
      audience: "customer" as const,
      preview: "Your transfer on 12 March",
      heading: "Booking received",
      intro: ["Hello Joana,"],
      sections: [{ title: "Your trip", rows: [["From", "Faro Airport"] as const, ["To", "Albufeira"] as const] }],
      reference: "AB12CD34",
    },
  };

  it("is queued as what it says, rendered by nobody until the worker takes it", async () => {
    const id = await enqueueMail(database.db, branded);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ textBody: null, htmlBody: null, status: "pending" });
    expect(row!.content).toEqual({ branded: branded.branded });
  });

  it("is rendered when taken, in the company's layout, and kept with the row once sent", async () => {
    const id = await enqueueMail(database.db, branded);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    const parts = await renderOutboxRow(database.db, row!);
    expect(parts.text).toContain("Hello Joana,");
    expect(parts.text).toContain("From: Faro Airport");
    expect(parts.html).toContain("Faro Airport");
    // Rendering writes nothing: the row holds what it says until a send is accepted.
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]).toMatchObject({ textBody: null, htmlBody: null });
    const sent: OutboxMessage[] = [];
    const worker = createMailWorker({
      db: database.db,
      transport: { describe: "memory", close: async () => undefined, send: async (message) => void sent.push(message) },
      logger: silentLogger,
      intervalMs: 60_000,
    });
    await worker.runOnce();
    const message = sent.find((m) => m.id === id)!;
    expect(message.text).toBe(parts.text);
    const [stored] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(stored).toMatchObject({ status: "sent", textBody: message.text, htmlBody: message.html });
  });
});
