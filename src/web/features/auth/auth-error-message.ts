/**
 * What a person reads when an account call fails: always Portuguese, never the library's
 * English. better-auth's error codes and HTTP statuses map to our texts; the server's message
 * is shown only for our own codes (their message is the spec's Portuguese text).
 */

/** Codes our server sets on its own errors (src/server/auth/account-rules.ts, src/server/http). */
const OWN_MESSAGE_CODES = new Set(["INVALID_INPUT", "RATE_LIMITED"]);

export const AUTH_ERROR_TEXTS = {
  invalidCredentials: "Email ou senha inválidos",
  accountExists: "Já existe uma conta com este email",
  invalidEmail: "Email inválido",
  passwordTooShort: "A senha deve ter pelo menos 6 caracteres",
  passwordTooLong: "A senha é demasiado longa (máximo 128 caracteres).",
  invalidToken: "O link expirou ou já foi utilizado. Peça um novo link.",
  sessionExpired: "A sua sessão expirou. Inicie sessão novamente.",
  notAllowedHere: "Não foi possível validar a origem do pedido. Abra o site pelo endereço habitual e tente novamente.",
  tooManyRequests: "Demasiadas tentativas. Aguarde alguns minutos e tente novamente.",
  invalidData: "Dados inválidos. Verifique o formulário.",
  accountNotFound: "Conta não encontrada",
  emailNotVerified: "O email ainda não foi verificado.",
  tooLarge: "Os dados enviados são demasiado grandes.",
  serverUnavailable: "O servidor não está disponível de momento. Tente novamente dentro de instantes.",
  network: "Sem ligação ao servidor. Verifique a sua ligação à internet e tente novamente.",
  generic: "Ocorreu um erro. Tente novamente.",
} as const;

const T = AUTH_ERROR_TEXTS;

/** better-auth 1.7's error codes (BASE_ERROR_CODES) that a person can meet on our screens. */
const CODE_TEXTS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: T.invalidCredentials,
  INVALID_PASSWORD: T.invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: T.invalidCredentials,
  USER_NOT_FOUND: T.invalidCredentials,
  INVALID_USER: T.invalidCredentials,
  INVALID_EMAIL: T.invalidEmail,
  USER_ALREADY_EXISTS: T.accountExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: T.accountExists,
  PASSWORD_TOO_SHORT: T.passwordTooShort,
  PASSWORD_TOO_LONG: T.passwordTooLong,
  INVALID_TOKEN: T.invalidToken,
  TOKEN_EXPIRED: T.invalidToken,
  SESSION_EXPIRED: T.sessionExpired,
  SESSION_NOT_FRESH: T.sessionExpired,
  FAILED_TO_GET_SESSION: T.sessionExpired,
  INVALID_ORIGIN: T.notAllowedHere,
  MISSING_OR_NULL_ORIGIN: T.notAllowedHere,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: T.notAllowedHere,
  INVALID_CALLBACK_URL: T.notAllowedHere,
  INVALID_REDIRECT_URL: T.notAllowedHere,
  INVALID_ERROR_CALLBACK_URL: T.notAllowedHere,
  INVALID_NEW_USER_CALLBACK_URL: T.notAllowedHere,
  EMAIL_NOT_VERIFIED: T.emailNotVerified,
  ACCOUNT_NOT_FOUND: T.accountNotFound,
  TOO_MANY_REQUESTS: T.tooManyRequests,
  VALIDATION_ERROR: T.invalidData,
  MISSING_FIELD: T.invalidData,
  FIELD_NOT_ALLOWED: T.invalidData,
  BODY_MUST_BE_AN_OBJECT: T.invalidData,
  EMAIL_CAN_NOT_BE_UPDATED: T.invalidData,
  FAILED_TO_CREATE_USER: T.generic,
  FAILED_TO_CREATE_SESSION: T.generic,
  FAILED_TO_UPDATE_USER: T.generic,
};

/** By status, when the code says nothing we know. */
function textForStatus(status: number | undefined): string {
  if (status === undefined || status === 0) return T.network;
  if (status === 429) return T.tooManyRequests;
  if (status === 413) return T.tooLarge;
  if (status === 401) return T.sessionExpired;
  if (status === 403) return T.notAllowedHere;
  if (status === 400 || status === 422) return T.invalidData;
  if (status >= 500) return T.serverUnavailable;
  return T.generic;
}

export interface AuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

/**
 * The Portuguese message for a failed account call: better-auth's client error
 * ({ code, message, status }), or anything thrown by the call (a network failure).
 */
export function authErrorMessage(error: AuthErrorLike | null | undefined | unknown): string {
  if (!error || typeof error !== "object") return T.generic;
  const { code, message, status } = error as AuthErrorLike;
  if (typeof status !== "number") {
    // A thrown TypeError ("Failed to fetch") and the like: the request never got an answer.
    return error instanceof Error ? T.network : T.generic;
  }
  if (typeof code === "string" && OWN_MESSAGE_CODES.has(code) && typeof message === "string" && message.trim()) {
    return message;
  }
  if (status === 429) return T.tooManyRequests;
  if (typeof code === "string" && CODE_TEXTS[code]) return CODE_TEXTS[code];
  return textForStatus(status);
}
