import { count, desc, eq } from "drizzle-orm";
import type { ContactStatus, ListContactMessagesQuery } from "../../../domain/contact-status.ts";
import type { DbOrTx } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";

const itemColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
};

/** One page of contact messages (of one status when asked), newest first; total and the new count. */
export async function listContactMessages(db: DbOrTx, query: ListContactMessagesQuery) {
  const where = query.status ? eq(contactMessages.status, query.status) : undefined;
  const items = await db
    .select(itemColumns)
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totalRow] = await db.select({ n: count() }).from(contactMessages).where(where);
  const [newRow] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new"));
  return { items, total: totalRow?.n ?? 0, newCount: newRow?.n ?? 0 };
}

/** Sets a message's status; null when there is no message with this id. */
export async function setContactMessageStatus(db: DbOrTx, id: string, status: ContactStatus) {
  const [message] = await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning(itemColumns);
  return message ?? null;
}

/** Deletes a message; false when there is none with this id. */
export async function deleteContactMessage(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return deleted.length > 0;
}
