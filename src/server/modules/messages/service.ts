import { and, eq } from "drizzle-orm";
import type { ContactMessageInput } from "../../../domain/contact-schema.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { contactMessages, siteContent } from "../../db/schema.ts";
import { enqueueMail, type OutgoingMail } from "../../integrations/mail/outbox.ts";
import type { PlainMail } from "../../mail/types.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import type { Logger } from "../../logger.ts";

export interface SubmitContactOptions {
  /** Queues the notice to the company (the outbox by default; tests pass a failing one). */
  enqueue?: (db: DbOrTx, mail: OutgoingMail) => Promise<unknown>;
  /** Writes what belongs with the message in its transaction (a booking's change request). */
  withMessage?: (tx: DbOrTx) => Promise<unknown>;
}

export interface SubmitContactResult {
  id: string;
  /** True when the notice to the company address was queued (wake the mail worker then). */
  mailQueued: boolean;
}

/** The company's contact address from site content (company.email), or undefined when unset. */
async function findCompanyEmail(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ value: siteContent.contentValue })
    .from(siteContent)
    .where(and(eq(siteContent.section, "company"), eq(siteContent.contentKey, "email")));
  return row?.value.trim() || undefined;
}

/** The notice e-mail to the company. The outbox has no Reply-To: the sender's address leads the text. */
export function buildContactMail(to: string, message: ContactMessageInput): PlainMail {
  const phone = message.phone ?? "—";
  // A subject is one header line: fold any line breaks a caller may have sent.
  const subject = `Nova mensagem de contacto: ${message.subject}`.replace(/\s+/g, " ").slice(0, 250);
  const text = [
    `Responder para: ${message.name} <${message.email}>`,
    "",
    "Nova mensagem enviada pelo formulário de contacto do site.",
    "",
    `Nome: ${message.name}`,
    `Email: ${message.email}`,
    `Telefone: ${phone}`,
    `Assunto: ${message.subject}`,
    "",
    "Mensagem:",
    message.message,
    "",
  ].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html><html lang="pt"><body style="font-family:sans-serif;line-height:1.5">
<p><strong>Responder para:</strong> ${e(message.name)} &lt;<a href="mailto:${e(message.email)}">${e(message.email)}</a>&gt;</p>
<p>Nova mensagem enviada pelo formulário de contacto do site.</p>
<table cellpadding="4" style="border-collapse:collapse">
<tr><th align="left">Nome</th><td>${e(message.name)}</td></tr>
<tr><th align="left">Email</th><td>${e(message.email)}</td></tr>
<tr><th align="left">Telefone</th><td>${e(phone)}</td></tr>
<tr><th align="left">Assunto</th><td>${e(message.subject)}</td></tr>
</table>
<p><strong>Mensagem:</strong></p>
<p style="white-space:pre-wrap">${e(message.message)}</p>
</body></html>`;
  return { kind: "contact", to, subject, text, html };
}

/**
 * Stores a contact message (status new) and, in the same transaction, queues a notice to the
 * company address. Queueing runs in a savepoint: if it fails, only the savepoint rolls back,
 * the failure is logged and the message is still saved (spec section 8). Without a company
 * e-mail in site content the message is saved and a warning logged.
 */
export async function submitContactMessage(
  db: Db,
  logger: Logger,
  message: ContactMessageInput,
  options: SubmitContactOptions = {},
): Promise<SubmitContactResult> {
  const enqueue = options.enqueue ?? enqueueMail;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        phone: message.phone ?? null,
        subject: message.subject,
        message: message.message,
        status: "new",
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("submitContactMessage: the message was not inserted");
    if (options.withMessage) await options.withMessage(tx);

    const to = await findCompanyEmail(tx);
    if (!to) {
      logger.warn({ contactMessageId: row.id }, "contact message saved; no company e-mail in site content, no notice sent");
      return { id: row.id, mailQueued: false };
    }
    try {
      await tx.transaction((savepoint) => enqueue(savepoint, buildContactMail(to, message)));
      return { id: row.id, mailQueued: true };
    } catch (err) {
      logger.error({ err, contactMessageId: row.id }, "contact message saved; queueing its e-mail notice failed");
      return { id: row.id, mailQueued: false };
    }
  });
}
