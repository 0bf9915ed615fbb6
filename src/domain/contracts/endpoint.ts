import type { z } from "zod";
import type { ErrorCode } from "../error-codes.ts";

/**
 * One endpoint's contract: where it is (method and path, exactly as the server registers it),
 * what a success answers (a zod schema of the JSON body; `null` for an answer that is not JSON:
 * a file, a page, a redirect) and the error codes its handler may answer. The route registers
 * with it (`route(…, { contract })`) and, under test, every answer it gives is parsed with it
 * (`src/server/http/contract-check.ts`); the web takes the answer's type from it (`AnswerOf`), as a
 * type only, so no schema reaches a page's download.
 *
 * The guards in front of every route (unauthenticated, forbidden, forbidden_origin,
 * payload_too_large, unsupported_media_type, rate_limited, database_unavailable, internal_error)
 * are not listed: any endpoint may answer them.
 */
export interface Endpoint<Answer extends z.ZodType | null = z.ZodType | null> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  answer: Answer;
  errors: readonly ErrorCode[];
}

export const endpoint = <const Answer extends z.ZodType | null>(contract: Endpoint<Answer>): Endpoint<Answer> => contract;

/** The JSON a success of the endpoint answers, as the web reads it. */
export type AnswerOf<E extends Endpoint> = E["answer"] extends z.ZodType ? z.output<E["answer"]> : never;

/** The error codes any route may answer from the guards in front of it, whatever its contract. */
export const GUARD_ERROR_CODES = [
  "unauthenticated",
  "forbidden",
  "email_unverified",
  "forbidden_origin",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "database_unavailable",
  "internal_error",
  "starting",
  "stopping",
  "http_error",
] as const satisfies readonly ErrorCode[];
