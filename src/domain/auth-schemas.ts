import { z } from "zod";

/** Spec section 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

const FILL_ALL = "Por favor, preencha todos os campos";

export const signInSchema = z.object({
  email: z.string().trim().min(1, FILL_ALL),
  password: z.string().min(1, FILL_ALL),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  email: z.string().trim().min(1, FILL_ALL).pipe(z.email("Email inválido")),
  password: z
    .string()
    .min(1, FILL_ALL)
    .min(MIN_PASSWORD_LENGTH, "A senha deve ter pelo menos 6 caracteres"),
  name: z.string().trim().min(1, FILL_ALL).max(100, "Nome muito longo"),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Introduza o email para enviar o link de recuperação")
    .pipe(z.email("Email inválido")),
});

export const resetPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, "A senha deve ter pelo menos 6 caracteres"),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "As senhas não coincidem",
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The first admin (setup link or create-admin command). */
export const firstAdminSchema = signUpSchema;
export type FirstAdminInput = SignUpInput;
