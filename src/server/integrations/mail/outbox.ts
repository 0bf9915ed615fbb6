import { eq, min } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import type { BrandedMail, MailIntent, PlainMail } from "../../mail/types.ts";

/**
 * E-mails this process queued since it started (mail_queued_total on /metrics). Counted for the
 * process, not per app: queueing happens in a transaction (a `Tx` that does not say which app or
 * database it belongs to), and Prometheus scrapes each process on its own anyway. Counted when
 * the rows are written: a transaction rolled back after queueing (rare: queueing is its last
 * step) still counts.
 */
let queuedByThisProcess = 0;

/**
 * One e-mail to queue. `kind` names what caused it (e.g. password_reset), for tracing. Either
 * ready text (and HTML), or branded content that the company's layout renders when the mail is
 * sent (src/server/mail/). `attachments` are stored with it and sent by the worker.
 */
export type OutgoingMail = PlainMail | BrandedMail;

/**
 * Queues an e-mail as a pending outbox row and answers its id. Pass the caller's transaction
 * so the message is stored (or rolled back) together with the change that causes it; the mail
 * worker sends it afterwards, retrying until it goes out. A branded mail is stored as what it
 * says (`content`): the worker renders it, with the company's details as site content holds them
 * then, so the caller's transaction holds one insert and no rendering.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const [id] = await enqueueMails(db, [mail]);
  return id!;
}

/** Queues several e-mails in one statement (as enqueueMail each) and answers their ids, in order. */
export async function enqueueMails(db: DbOrTx, mails: OutgoingMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(mails.map(outboxValues))
    .returning({ id: mailOutbox.id });
  if (rows.length !== mails.length) throw new Error("enqueueMails: the outbox rows were not inserted");
  queuedByThisProcess += rows.length;
  return rows.map((row) => row.id);
}

export function mailsQueuedByThisProcess(): number {
  return queuedByThisProcess;
}

/** When the oldest e-mail not sent yet was queued (null when none waits): the due index finds the pending rows. */
export async function oldestPendingMailAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ at: min(mailOutbox.createdAt) }).from(mailOutbox).where(eq(mailOutbox.status, "pending"));
  const at = row?.at ?? null;
  return at === null ? null : new Date(at);
}

function outboxValues(mail: OutgoingMail): typeof mailOutbox.$inferInsert {
  const branded = "branded" in mail;
  const intent: MailIntent | null = branded ? { branded: mail.branded, ...(mail.calendar ? { calendar: mail.calendar } : {}) } : null;
  return {
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: branded ? null : mail.text,
    htmlBody: branded ? null : (mail.html ?? null),
    content: intent as Record<string, unknown> | null,
    attachments: mail.attachments?.length ? mail.attachments : null,
  };
}
