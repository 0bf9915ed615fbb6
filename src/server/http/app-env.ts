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
  };
}
