import type { AppDeps } from "../deps.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** Hono context variables set for every request. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    roles: ("admin" | "driver")[];
    /** Whether user and roles were read from the session cookie (see resolveSession). */
    sessionResolved: boolean;
  };
}
