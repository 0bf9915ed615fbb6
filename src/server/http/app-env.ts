import type { AppDeps } from "../deps.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** The security headers one answer must carry (see security-headers.ts). */
export interface AnswerSecurity {
  headers: Readonly<Record<string, string>>;
  /** c.header() was called: Hono keeps those headers for c.json/c.body, so only they may answer. */
  headersPrepared: boolean;
  /** The answer secureAnswer made with the headers in it (nothing to add when it is the one sent). */
  answer: Response | undefined;
}

/** Hono context variables set for every request. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    roles: ("admin" | "driver")[];
    /** Whether user and roles were read from the session cookie (see resolveSession). */
    sessionResolved: boolean;
    /** Set by the security headers' middleware; absent in apps built without it. */
    answerSecurity?: AnswerSecurity;
  };
}
