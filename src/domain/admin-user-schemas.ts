import { z } from "zod";
import { AUTH_MESSAGES, accountNameSchema, newPasswordSchema, passwordEqualsEmail, signUpSchema } from "./auth-schemas.ts";
import { plainText } from "./plain-text.ts";
import { ROLES } from "./roles.ts";

/** Spec section 9: phone max 20 (the contact and booking forms' limit). */
export const MAX_PHONE_LENGTH = 20;

export const ADMIN_USER_MESSAGES = {
  /** Spec section 5 (Admin forms): the change-password dialog's message under 6 characters. */
  passwordTooShort: "Password deve ter pelo menos 6 caracteres",
  phoneTooLong: "Telefone muito longo",
  phoneInvalid: "Telefone contém caracteres inválidos",
  roleInvalid: "Role inválida: escolha admin ou driver",
  vehicleInvalid: "Viatura inválida",
  vehicleNotFound: "Viatura não encontrada",
  vehicleNotDriver: "Só um motorista pode ter viatura habitual",
  carFieldInvalid: "Marca, modelo, cor e matrícula: até 40 caracteres, sem caracteres inválidos",
  invalidBody: "Por favor, verifique os dados do formulário.",
} as const;

const m = ADMIN_USER_MESSAGES;

/** A profile phone: trimmed, single line, at most 20 characters; empty means none (null). */
const phoneSchema = z
  .string({ error: m.invalidBody })
  .trim()
  .refine(plainText(), m.phoneInvalid)
  .max(MAX_PHONE_LENGTH, m.phoneTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

export const roleSchema = z.enum(ROLES, { error: m.roleInvalid });

/**
 * Adicionar Utilizador: the sign-up rules (e-mail, password, name, and the password may not be
 * the e-mail), an optional phone and the role, Motorista (driver) by default.
 */
export const createUserSchema = z
  .strictObject(
    {
      ...signUpSchema.shape,
      phone: phoneSchema,
      role: roleSchema.default("driver"),
    },
    { error: m.invalidBody },
  )
  .refine((v) => !passwordEqualsEmail(v.password, v.email), {
    message: AUTH_MESSAGES.passwordIsEmail,
    path: ["password"],
  });
export type CreateUserInput = z.output<typeof createUserSchema>;

/**
 * The admin's change-password dialog: the spec's message under 6 characters, then the domain's
 * new-password rules. Whether it equals the account's e-mail is checked where the e-mail is known.
 */
export const setPasswordSchema = z.strictObject(
  {
    password: z.string({ error: m.passwordTooShort }).min(6, m.passwordTooShort).pipe(newPasswordSchema),
  },
  { error: m.invalidBody },
);
export type SetPasswordInput = z.output<typeof setPasswordSchema>;

/** One of the car's fields (marca, modelo, cor, matrícula): empty or null clears it. */
const carField = z
  .string({ error: m.carFieldInvalid })
  .trim()
  .max(40, m.carFieldInvalid)
  .refine(plainText(), m.carFieldInvalid)
  .transform((value) => value || null)
  .nullable()
  .optional();

/**
 * The car a driver drives, as the customer is told before a pickup (decision 0050).
 */
export const driverCarSchema = z.strictObject(
  { make: carField, model: carField, colour: carField, plate: carField },
  { error: m.carFieldInvalid },
);
export type DriverCarInput = z.output<typeof driverCarSchema>;

/**
 * A profile edit: the name (the account-name rule), the phone (empty or null clears it) and/or a
 * driver's usual vehicle (a vehicle id, or null for none; the dispatch board checks its seats).
 */
export const updateProfileSchema = z.strictObject(
  {
    name: accountNameSchema.optional(),
    phone: phoneSchema.optional(),
    vehicleId: z.uuid({ error: m.vehicleInvalid }).nullable().optional(),
    car: driverCarSchema.optional(),
  },
  { error: m.invalidBody },
);
export type UpdateProfileInput = z.output<typeof updateProfileSchema>;
