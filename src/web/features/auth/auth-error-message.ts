/** Portuguese texts for better-auth's error codes; anything else shows the server's message. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Email ou senha inválidos",
  INVALID_EMAIL: "Email inválido",
  INVALID_PASSWORD: "Senha inválida",
  USER_ALREADY_EXISTS: "Já existe uma conta com este email",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Já existe uma conta com este email",
  PASSWORD_TOO_SHORT: "A senha deve ter pelo menos 6 caracteres",
  INVALID_TOKEN: "O link expirou ou já foi utilizado. Peça um novo link.",
  TOO_MANY_REQUESTS: "Demasiadas tentativas. Aguarde um minuto e tente novamente.",
};

export function authErrorMessage(error: { code?: string; message?: string; status?: number } | null | undefined): string {
  if (!error) return "Ocorreu um erro. Tente novamente.";
  if (error.status === 429) return MESSAGES.TOO_MANY_REQUESTS!;
  return (error.code && MESSAGES[error.code]) || error.message || "Ocorreu um erro. Tente novamente.";
}
