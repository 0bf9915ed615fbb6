import type { Hono } from "hono";
import { createNotificationSchema, listNotificationsQuerySchema } from "../../../domain/notification-schemas.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { createNotification, deleteNotification, listNotifications } from "./service.ts";
import { pathId } from "../../http/path-params.ts";

export const NOTIFICATION_ADMIN_MESSAGES = {
  notADriver: "Erro ao criar notificação: o destinatário tem de ser um motorista",
  notFound: "Erro ao eliminar notificação: notificação não encontrada",
} as const;


export function registerNotificationRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/notifications", "admin", async (c) => {
    const query = listNotificationsQuerySchema.safeParse(c.req.query());
    if (!query.success) return validationError(c, query.error);
    return c.json(await listNotifications(c.get("deps").db, query.data));
  });

  route(app, "POST", "/api/admin/notifications", "admin", async (c) => {
    const parsed = createNotificationSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const result = await createNotification(c.get("deps").db, parsed.data);
    if (result.kind === "not_a_driver") return apiError(c, 400, "not_a_driver", NOTIFICATION_ADMIN_MESSAGES.notADriver);
    return c.json({ notification: result.notification }, 201);
  });

  route(app, "DELETE", "/api/admin/notifications/:id", "admin", async (c) => {
    const id = pathId(c);
    const deleted = id !== null && (await deleteNotification(c.get("deps").db, id));
    if (!deleted) return apiError(c, 404, "not_found", NOTIFICATION_ADMIN_MESSAGES.notFound);
    return c.json({ ok: true });
  });
}
