import type { Context, Hono } from "hono";
import { ADMIN_USER_MESSAGES, createUserSchema, roleSchema, setPasswordSchema, updateProfileSchema } from "../../../domain/admin-user-schemas.ts";
import { AUTH_MESSAGES } from "../../../domain/auth-schemas.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { createUserByAdmin } from "./create-user.ts";
import { deleteUser } from "./delete-user.ts";
import { grantUserRole, revokeUserRole, type RoleChangeResult } from "./role-changes.ts";
import { listUsers } from "./service.ts";
import { setUserPassword } from "./set-password.ts";
import { updateUserProfile } from "./update-profile.ts";
import { pathParam } from "../../http/path-params.ts";

/** Reasons shown after the spec's "Erro ao …: {reason}" prefixes, and the role toasts' texts. */
export const USER_ADMIN_MESSAGES = {
  notFound: "Utilizador não encontrado",
  emailTaken: "Já existe uma conta com este email",
  deleteSelf: "Não pode eliminar a sua própria conta",
  deleteLastAdmin: "Não é possível eliminar o último administrador",
  revokeOwnAdmin: "Não pode remover o seu próprio papel de administrador.",
  revokeLastAdmin: "Não é possível remover o último administrador.",
  roleAddFailed: "Erro ao adicionar role",
  roleRemoveFailed: "Erro ao remover role",
  profileFailed: "Erro ao atualizar perfil",
} as const;

const M = USER_ADMIN_MESSAGES;
const notFound = (c: Context, prefix: string) => apiError(c, 404, "not_found", `${prefix}: ${M.notFound}`);

const userIdParam = (c: Context<AppEnv>) => pathParam(c, "id");

function parseRole(c: Context<AppEnv>) {
  return roleSchema.safeParse(c.req.param("role"));
}

function answerRoleChange(c: Context<AppEnv>, result: RoleChangeResult, prefix: string) {
  switch (result.kind) {
    case "ok":
      return c.json({ user: result.user });
    case "not_found":
      return notFound(c, prefix);
    case "self":
      return apiError(c, 409, "own_admin_role", M.revokeOwnAdmin);
    case "last_admin":
      return apiError(c, 409, "last_admin", M.revokeLastAdmin);
  }
}

export function registerUserRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/users", "admin", async (c) => {
    return c.json({ users: await listUsers(c.get("deps").db) });
  });

  route(app, "POST", "/api/users", "admin", async (c) => {
    const parsed = createUserSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const { auth, db } = c.get("deps");
    const result = await createUserByAdmin(auth, db, parsed.data);
    if (result.kind === "email_taken") return apiError(c, 409, "email_taken", `Erro ao criar utilizador: ${M.emailTaken}`);
    if (result.kind === "refused") return apiError(c, 400, "refused", `Erro ao criar utilizador: ${result.message}`);
    return c.json({ user: result.user }, 201);
  });

  route(app, "PATCH", "/api/users/:id", "admin", async (c) => {
    const parsed = updateProfileSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const result = await updateUserProfile(c.get("deps").db, userIdParam(c), parsed.data);
    if (result.kind === "not_found") return notFound(c, M.profileFailed);
    if (result.kind === "vehicle_not_found") {
      return apiError(c, 400, "vehicle_not_found", `${M.profileFailed}: ${ADMIN_USER_MESSAGES.vehicleNotFound}`);
    }
    if (result.kind === "not_driver") return apiError(c, 409, "not_a_driver", `${M.profileFailed}: ${ADMIN_USER_MESSAGES.vehicleNotDriver}`);
    return c.json({ user: result.user });
  });

  route(app, "PUT", "/api/users/:id/roles/:role", "admin", async (c) => {
    const role = parseRole(c);
    if (!role.success) return validationError(c, role.error);
    const result = await grantUserRole(c.get("deps").db, userIdParam(c), role.data);
    return answerRoleChange(c, result, M.roleAddFailed);
  });

  route(app, "DELETE", "/api/users/:id/roles/:role", "admin", async (c) => {
    const role = parseRole(c);
    if (!role.success) return validationError(c, role.error);
    const result = await revokeUserRole(c.get("deps").db, c.get("user")!.id, userIdParam(c), role.data);
    return answerRoleChange(c, result, M.roleRemoveFailed);
  });

  route(app, "PUT", "/api/users/:id/password", "admin", async (c) => {
    const parsed = setPasswordSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const { auth, db } = c.get("deps");
    const userId = userIdParam(c);
    // Changing one's own password keeps the session it is changed from.
    const keepSessionId =
      userId === c.get("user")!.id ? (await auth.api.getSession({ headers: c.req.raw.headers }))?.session.id : undefined;
    const result = await setUserPassword(auth, db, userId, parsed.data.password, keepSessionId);
    if (result.kind === "not_found") return notFound(c, "Erro ao alterar password");
    if (result.kind === "password_is_email") {
      return apiError(c, 400, "invalid_input", `Erro ao alterar password: ${AUTH_MESSAGES.passwordIsEmail}`);
    }
    return c.json({ ok: true });
  });

  route(app, "DELETE", "/api/users/:id", "admin", async (c) => {
    const result = await deleteUser(c.get("deps").db, c.get("user")!.id, userIdParam(c));
    const prefix = "Erro ao eliminar utilizador";
    if (result.kind === "not_found") return notFound(c, prefix);
    if (result.kind === "self") return apiError(c, 409, "self", `${prefix}: ${M.deleteSelf}`);
    if (result.kind === "last_admin") return apiError(c, 409, "last_admin", `${prefix}: ${M.deleteLastAdmin}`);
    return c.json({ ok: true });
  });
}
