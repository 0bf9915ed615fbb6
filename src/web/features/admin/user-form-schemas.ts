import type { z } from "zod";
import { createUserSchema, setPasswordSchema } from "../../../domain/admin-user-schemas.ts";
import { AUTH_MESSAGES, passwordEqualsEmail } from "../../../domain/auth-schemas.ts";
import type { CreateUserBody } from "./admin-user.ts";

/**
 * Adicionar Utilizador: the server's own schema (valid e-mail, password of at least 6 characters
 * and not the e-mail, name required, optional phone, role Motorista by default).
 */
export const createUserFormSchema = createUserSchema;
export type CreateUserFormValues = z.input<typeof createUserFormSchema>;
export type CreateUserFormOutput = z.output<typeof createUserFormSchema>;

export const EMPTY_CREATE_USER_FORM: CreateUserFormValues = {
  email: "",
  password: "",
  name: "",
  phone: "",
  role: "driver",
};

/** The POST body from the parsed form: the phone only when one was typed. */
export function toCreateUserBody({ email, password, name, phone, role }: CreateUserFormOutput): CreateUserBody {
  return { email, password, name, role, ...(phone ? { phone } : {}) };
}

/**
 * Alterar Password: the server's rules (under 6 characters gives the spec's "Password deve ter
 * pelo menos 6 caracteres"), and, since the account's e-mail is known here, not the e-mail.
 */
export function changePasswordFormSchema(email: string) {
  return setPasswordSchema.refine((v) => !passwordEqualsEmail(v.password, email), {
    message: AUTH_MESSAGES.passwordIsEmail,
    path: ["password"],
  });
}
export type ChangePasswordFormValues = z.input<typeof setPasswordSchema>;
