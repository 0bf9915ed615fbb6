import type { Context, Hono, MiddlewareHandler } from "hono";
import type { H } from "hono/types";
import type { AppEnv } from "./app-env.ts";
import { resolveSession } from "../auth/session.ts";
import { apiError } from "./errors.ts";
import { checkBodyType, limitBody } from "./request-body.ts";

/** Who may call a route. Every API route declares one where it is registered. */
export type Access = "public" | "signed-in" | "admin" | "driver";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface DeclaredRoute {
  method: Method | "ALL";
  path: string;
  access: Access;
  options: RouteOptions;
}

export interface RouteOptions {
  /**
   * Media types a state-changing request may carry (default: only application/json, so a
   * cross-site form or text/plain post cannot reach the route). Uploads declare their own.
   */
  bodyTypes?: readonly string[];
  /** Largest body accepted, in bytes (default: the app's JSON limit). Uploads declare more. */
  maxBodyBytes?: number;
}

const declaredRoutes = new WeakMap<Hono<AppEnv>, DeclaredRoute[]>();
const declaredMiddleware = new WeakMap<Hono<AppEnv>, string[]>();

/** Routes registered through `route` with their declared access. */
export function listDeclaredRoutes(app: Hono<AppEnv>): DeclaredRoute[] {
  return [...(declaredRoutes.get(app) ?? [])];
}

/** Registered handlers that were not declared through `route` or `middleware`. */
export function listUndeclaredRoutes(app: Hono<AppEnv>): { method: string; path: string }[] {
  const routes = declaredRoutes.get(app) ?? [];
  const middleware = declaredMiddleware.get(app) ?? [];
  return app.routes
    .filter(
      (r) =>
        !routes.some((d) => d.path === r.path && (d.method === r.method || (d.method === "ALL" && r.method === "ALL"))) &&
        !(r.method === "ALL" && middleware.includes(r.path)),
    )
    .map((r) => ({ method: r.method, path: r.path }));
}

function checkAccess(access: Exclude<Access, "public">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await resolveSession(c);
    const user = c.get("user");
    if (!user) return apiError(c, 401, "unauthenticated", "Sessão necessária. Inicie sessão.");
    if (access === "signed-in") return next();
    const roles = c.get("roles");
    if (!roles.includes(access)) return apiError(c, 403, "forbidden", "Acesso negado");
    return next();
  };
}

/**
 * Registers a route together with its access rule; the only way routes are added. After the
 * access check (so a caller without access learns nothing more), a state-changing request must
 * carry one of the route's body types (415 otherwise) and a body within its size (413, counted
 * while it arrives: a larger body is never read whole).
 */
export function route(
  app: Hono<AppEnv>,
  method: Method | "ALL",
  path: string,
  access: Access,
  handler: (c: Context<AppEnv>) => Response | Promise<Response>,
  options: RouteOptions = {},
): void {
  const list = declaredRoutes.get(app) ?? [];
  list.push({ method, path, access, options });
  declaredRoutes.set(app, list);
  // Only the guards that can refuse something run: a public route has no access check (its session
  // is never read), and a GET (or HEAD) route takes no body. Each guard left out is one step less
  // per request (bench/api).
  const guards: MiddlewareHandler<AppEnv>[] = [];
  if (access !== "public") guards.push(checkAccess(access));
  if (method !== "GET") guards.push(checkBodyType(options.bodyTypes), limitBody(options.maxBodyBytes));
  // Hono types each number of handlers separately; this list's length varies (0 to 3 guards).
  const on = app.on as (method: string, path: string, ...handlers: H<AppEnv>[]) => unknown;
  on(method, path, ...guards, handler as H<AppEnv>); // "ALL" registers as app.all does
}

/** Registers middleware (runs before routes; grants no access by itself). */
export function middleware(app: Hono<AppEnv>, path: string, handler: MiddlewareHandler<AppEnv>): void {
  const list = declaredMiddleware.get(app) ?? [];
  list.push(path === "*" ? "/*" : path); // Hono lists "*" as "/*"
  declaredMiddleware.set(app, list);
  app.use(path, handler);
}
