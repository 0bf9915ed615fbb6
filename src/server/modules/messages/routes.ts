import type { Hono } from "hono";
import { contactMessageSchema } from "../../../domain/contact-schema.ts";
import { listContactMessagesQuerySchema, updateContactStatusSchema } from "../../../domain/contact-status.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { deleteContactMessage, listContactMessages, setContactMessageStatus } from "./admin-service.ts";
import { submitContactMessage } from "./service.ts";
import { pathId } from "../../http/path-params.ts";

/** Contact messages per client address in one window (an invalid form does not count). */
export const CONTACT_RATE_LIMIT = { name: "contact", windowMs: 10 * 60_000, max: 5 } as const;

export const MESSAGE_ADMIN_MESSAGES = {
  updateNotFound: "Erro ao atualizar status: mensagem não encontrada",
  deleteNotFound: "Erro ao eliminar mensagem: mensagem não encontrada",
} as const;

/** A message id from the path; ids are uuids, so anything else names no message. */

export function registerMessageRoutes(app: Hono<AppEnv>) {
  const contactLimit = rateLimit(CONTACT_RATE_LIMIT);

  route(app, "POST", "/api/contact-messages", "public", async (c) => {
    const parsed = contactMessageSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const limited = await contactLimit(c);
    if (limited) return limited;
    const { db, logger, wakeMailWorker } = c.get("deps");
    const { mailQueued } = await submitContactMessage(db, logger, parsed.data);
    if (mailQueued) wakeMailWorker();
    return c.json({ ok: true }, 201);
  });

  route(app, "GET", "/api/admin/messages", "admin", async (c) => {
    const query = listContactMessagesQuerySchema.safeParse(c.req.query());
    if (!query.success) return validationError(c, query.error);
    return c.json(await listContactMessages(c.get("deps").db, query.data));
  });

  route(app, "PATCH", "/api/admin/messages/:id", "admin", async (c) => {
    const parsed = updateContactStatusSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const id = pathId(c);
    const message = id ? await setContactMessageStatus(c.get("deps").db, id, parsed.data.status) : null;
    if (!message) return apiError(c, 404, "not_found", MESSAGE_ADMIN_MESSAGES.updateNotFound);
    return c.json({ message });
  });

  route(app, "DELETE", "/api/admin/messages/:id", "admin", async (c) => {
    const id = pathId(c);
    const deleted = id !== null && (await deleteContactMessage(c.get("deps").db, id));
    if (!deleted) return apiError(c, 404, "not_found", MESSAGE_ADMIN_MESSAGES.deleteNotFound);
    return c.json({ ok: true });
  });
}
