import type { Hono } from "hono";
import { contactMessageSchema } from "../../../domain/contact-schema.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson, validationError } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { submitContactMessage } from "./service.ts";

/** Contact messages per client address in one window (an invalid form does not count). */
export const CONTACT_RATE_LIMIT = { name: "contact", windowMs: 10 * 60_000, max: 5 } as const;

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
}
