import type { z } from "zod";

/** The first message of a failed parse (the server's own rules and words, checked before sending). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Por favor, verifique os dados do formulário.";
}
