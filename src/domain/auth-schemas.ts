import { z } from "zod";
import { isCommonPassword } from "./common-passwords.ts";

/** Spec section 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** better-auth's own maximum (longer passwords only slow the hash down). */
export const MAX_PASSWORD_LENGTH = 128;
/**
 * Account names follow the spec's one rule for a person's name (section 9: Name 2-100, the
 * booking and contact forms' rule): trimmed, 2 to 100 characters, no control characters. The
 * same schema runs on sign-up, the first-admin setup, and better-auth's /update-user.
 */
export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 100;
/** Spec section 9: e-mail max 255. */
export const MAX_EMAIL_LENGTH = 255;

export const AUTH_MESSAGES = {
  fillAll: "Por favor, preencha todos os campos",
  invalidEmail: "Email inválido",
  emailTooLong: "Email muito longo",
  passwordTooShort: "A senha deve ter pelo menos 6 caracteres",
  passwordTooLong: `A senha não pode ter mais de ${MAX_PASSWORD_LENGTH} caracteres`,
  commonPassword: "Esta senha é demasiado comum. Escolha outra.",
  passwordIsEmail: "A senha não pode ser igual ao email.",
  passwordsDiffer: "As senhas não coincidem",
  nameTooShort: "Nome deve ter pelo menos 2 caracteres",
  nameTooLong: "Nome muito longo",
  nameInvalid: "Nome inválido",
  nameControlCharacters: "O nome contém caracteres inválidos",
  forgotPasswordEmail: "Introduza o email para enviar o link de recuperação",
  onlyNameAndImage: "Só é possível alterar o nome e a imagem da conta.",
  invalidImage: "Imagem inválida",
  invalidRequest: "Pedido inválido.",
  /** The server's limit of sign-in attempts per account (account-rules.ts). */
  signInLimited: "Demasiadas tentativas de entrada nesta conta. Aguarde 15 minutos e tente novamente.",
  /** The spec's general form message: a first-admin body with a key the form does not have. */
  checkTheForm: "Por favor, verifique os dados do formulário.",
} as const;

const FILL_ALL = AUTH_MESSAGES.fillAll;
/** U+0000–U+001F and U+007F: never part of a name (a NUL cannot even be stored). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;

/** A string field whose wrong type (null, a number, an object) still gets a Portuguese message. */
const text = (whenWrongType: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? FILL_ALL : whenWrongType) });

/** A person's name on their account (see MIN_NAME_LENGTH). */
export const accountNameSchema = text(AUTH_MESSAGES.nameInvalid)
  .trim()
  .min(1, FILL_ALL)
  .min(MIN_NAME_LENGTH, AUTH_MESSAGES.nameTooShort)
  .max(MAX_NAME_LENGTH, AUTH_MESSAGES.nameTooLong)
  .refine((name) => !CONTROL_CHARACTERS.test(name), AUTH_MESSAGES.nameControlCharacters);

const emailSchema = text(AUTH_MESSAGES.invalidEmail)
  .trim()
  .min(1, FILL_ALL)
  .max(MAX_EMAIL_LENGTH, AUTH_MESSAGES.emailTooLong)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

/**
 * A new password: at least 6 characters (spec), at most 128, and not one of the most common
 * passwords. Whether it equals the e-mail is checked where the e-mail is known (`passwordEqualsEmail`).
 */
export const newPasswordSchema = text(AUTH_MESSAGES.passwordTooShort)
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong)
  .refine((password) => !isCommonPassword(password), AUTH_MESSAGES.commonPassword);

/** True when the password is the e-mail address or its part before @ (ignoring case and edge spaces). */
export function passwordEqualsEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (!candidate || !address) return false;
  const localPart = address.split("@")[0] ?? "";
  return candidate === address || (localPart !== "" && candidate === localPart);
}

export const signInSchema = z.object({
  email: z.string().trim().min(1, FILL_ALL),
  password: z.string().min(1, FILL_ALL),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: text(AUTH_MESSAGES.passwordTooShort).min(1, FILL_ALL).pipe(newPasswordSchema),
    name: accountNameSchema,
  })
  .refine((v) => !passwordEqualsEmail(v.password, v.email), {
    message: AUTH_MESSAGES.passwordIsEmail,
    path: ["password"],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.forgotPasswordEmail).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
});

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * better-auth's /update-user body: only the name and the image may change (the e-mail has its
 * own flow; roles and other columns never come from the browser).
 */
export const updateAccountSchema = z.strictObject(
  {
    name: accountNameSchema.optional(),
    image: z
      .string({ error: AUTH_MESSAGES.invalidImage })
      .max(2048, AUTH_MESSAGES.invalidImage)
      .refine((image) => !CONTROL_CHARACTERS.test(image), AUTH_MESSAGES.invalidImage)
      .nullable()
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? AUTH_MESSAGES.onlyNameAndImage : AUTH_MESSAGES.invalidRequest,
  },
);
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;

/**
 * The first admin (setup link or create-admin command): the sign-up rules, and no other key (an
 * unknown one is refused with the general form message). better-auth's own sign-up body keeps
 * `signUpSchema`, which lets better-auth's extra keys (callbackURL, ...) through.
 */
export const firstAdminSchema = z
  // A body that is not an object, or has a key the form does not take: the general message (the
  // fields' own issues keep their messages).
  .strictObject(signUpSchema.shape, { error: AUTH_MESSAGES.checkTheForm })
  .refine((v) => !passwordEqualsEmail(v.password, v.email), {
    message: AUTH_MESSAGES.passwordIsEmail,
    path: ["password"],
  });
export type FirstAdminInput = SignUpInput;
