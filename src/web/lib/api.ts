// Before any schema is parsed: no eval under the CSP (see the file).
import "./zod-without-eval.ts";

/**
 * The error shape every API route answers with: { error: { code, message, requestId } }, the code
 * one of the registry's (`src/domain/error-codes.ts`; "http_error" when the answer had none).
 * `details` holds the error object's other fields (a route's extra figures, e.g. `refundCents`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Calls our own API (same origin, cookie session) and returns the parsed JSON body. Every
 * POST, PUT, PATCH and DELETE says it is JSON, with or without a body: the server refuses any
 * other type on those methods (so a cross-site form cannot reach them).
 */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const isJson = json !== undefined || STATE_CHANGING.has((rest.method ?? "GET").toUpperCase());
  const response = await fetch(path, {
    credentials: "same-origin",
    ...rest,
    headers: { ...(isJson ? { "content-type": "application/json" } : {}), ...headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const body = response.headers.get("content-type")?.includes("application/json")
    ? await response.json()
    : null;
  if (!response.ok) {
    const { code, message, ...details } = body?.error ?? {};
    throw new ApiError(response.status, code ?? "http_error", message ?? response.statusText, details);
  }
  return body as T;
}
