import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../src/server/db/client.ts";
import { mailOutbox } from "../src/server/db/schema.ts";
import { loadMailCompany } from "../src/server/mail/company.ts";
import { renderOutboxRow } from "../src/server/mail/compose.ts";

/**
 * For tests: renders every queued branded mail into its outbox row (text, HTML, files), as the
 * mail worker renders it right before sending, so a test reads what will be sent. Answers how
 * many it rendered.
 */
export async function renderQueuedMails(db: DbOrTx): Promise<number> {
  const rows = await db.select().from(mailOutbox).where(isNull(mailOutbox.textBody));
  const company = rows.length ? await loadMailCompany(db) : undefined;
  for (const row of rows) {
    const parts = await renderOutboxRow(db, row, company);
    await db
      .update(mailOutbox)
      .set({ textBody: parts.text, htmlBody: parts.html, attachments: parts.attachments.length ? parts.attachments : null })
      .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.textBody)));
  }
  return rows.length;
}
