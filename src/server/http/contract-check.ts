import type { Context } from "hono";
import { isErrorCode } from "../../domain/error-codes.ts";
import { GUARD_ERROR_CODES, type Endpoint } from "../../domain/contracts/endpoint.ts";
import type { AppEnv } from "./app-env.ts";
import { apiError } from "./errors.ts";

type Handler = (c: Context<AppEnv>) => Response | Promise<Response>;

const isJson = (response: Response) => response.headers.get("content-type")?.includes("application/json") ?? false;

/**
 * What is wrong with an answer against its endpoint's contract, or null: a success must parse with
 * the contract's answer schema (strict objects: a field it does not describe is wrong too), or be
 * no JSON where the contract says so; an error must carry a registered code the contract, or a
 * guard in front of every route, lists.
 */
export async function contractProblem(contract: Endpoint, response: Response): Promise<string | null> {
  if (response.status >= 400) {
    if (!isJson(response)) return null;
    const code: unknown = ((await response.json()) as { error?: { code?: unknown } } | null)?.error?.code;
    if (!isErrorCode(code)) return `error code ${JSON.stringify(code)} is not in the registry`;
    if (!contract.errors.includes(code) && !(GUARD_ERROR_CODES as readonly string[]).includes(code)) {
      return `error code "${code}" is not among the contract's errors`;
    }
    return null;
  }
  if (contract.answer === null) return isJson(response) ? "a JSON answer where the contract says none" : null;
  if (response.status === 204 || response.status >= 300) return null;
  if (!isJson(response)) return "no JSON answer where the contract describes one";
  const parsed = contract.answer.safeParse(await response.json());
  if (parsed.success) return null;
  return parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`)
    .join("; ");
}

/**
 * The handler, with its answers checked against the contract when the app runs under test
 * (NODE_ENV=test): an answer the contract does not describe becomes a 500 that names the problem,
 * so the API test that caused it fails there. In production the answer goes as it is.
 */
export function checkedByContract(contract: Endpoint, handler: Handler): Handler {
  return async (c) => {
    const response = await handler(c);
    if (c.get("deps").env.NODE_ENV !== "test") return response;
    const problem = await contractProblem(contract, response.clone());
    if (problem === null) return response;
    c.get("deps").logger.error({ route: `${contract.method} ${contract.path}`, problem }, "answer breaks its contract");
    return apiError(c, 500, "internal_error", `contract of ${contract.method} ${contract.path}: ${problem}`);
  };
}
