import type { DbOrTx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";

/** One e-mail to queue. `kind` names what caused it (e.g. password_reset), for tracing. */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues an e-mail as a pending outbox row and answers its id. Pass the caller's transaction
 * so the message is stored (or rolled back) together with the change that causes it; the mail
 * worker sends it afterwards, retrying until it goes out.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("enqueueMail: the outbox row was not inserted");
  return row.id;
}
