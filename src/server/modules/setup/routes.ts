import type { Hono } from "hono";
import { firstAdminSchema } from "../../../domain/auth-schemas.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { completeSetup, isSetupTokenValid } from "./service.ts";
import { pathParam } from "../../http/path-params.ts";

const NOT_FOUND = "Link de configuração inválido ou já utilizado.";

export function registerSetupRoutes(app: Hono<AppEnv>) {
  /** 200 while the one-time link is valid and no admin exists; 404 otherwise. */
  route(app, "GET", "/api/setup/:token", "public", async (c) => {
    const valid = await isSetupTokenValid(c.get("deps").db, pathParam(c, "token"));
    return valid ? c.json({ valid: true }) : apiError(c, 404, "not_found", NOT_FOUND);
  });

  route(app, "POST", "/api/setup/:token", "public", async (c) => {
    const { auth, db, logger } = c.get("deps");
    // Decision 0002: once an admin exists (or for a wrong token) the link answers 404, whatever the body.
    if (!(await isSetupTokenValid(db, pathParam(c, "token")))) return apiError(c, 404, "not_found", NOT_FOUND);
    const parsed = firstAdminSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const result = await completeSetup(auth, db, pathParam(c, "token"), parsed.data);
    if (!result.ok && result.reason === "invalid_token") return apiError(c, 404, "not_found", NOT_FOUND);
    if (!result.ok) return apiError(c, 409, "email_taken", "Já existe uma conta com este email.");
    logger.info({ userId: result.userId }, "first admin created through the setup link");
    return c.json({ ok: true }, 201);
  });
}
