import type { AppDeps } from "../deps.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The owner proved the address by the e-mailed link: the customer area opens (decision 0046). */
  emailVerified: boolean;
}

/** What one request's answer must carry (see security-headers.ts). */
export interface AnswerSecurity {
  /** Served over https: Strict-Transport-Security too. */
  https: boolean;
  /** contentLanguageOf read Accept-Language: the answer says Vary: Accept-Language. */
  varyLanguage: boolean;
  /** The answer secureAnswer made with the headers in it (nothing to add when it is the one sent). */
  answer: Response | undefined;
  /** This request's id, answered in X-Request-Id (request-id.ts); none in apps built without it. */
  requestId: string | undefined;
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
    /** This request's id (request-id.ts): in its answer's X-Request-Id, its error body, its log lines. */
    requestId?: string;
  };
}
