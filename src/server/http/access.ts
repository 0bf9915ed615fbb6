import type { Context, Hono, MiddlewareHandler } from "hono";
import type { H } from "hono/types";
import type { AppEnv } from "./app-env.ts";
import { resolveSession } from "../auth/session.ts";
import { listTrustedOrigins } from "../auth/trusted-origins.ts";
import type { Endpoint } from "../../domain/contracts/endpoint.ts";
import { checkedByContract } from "./contract-check.ts";
import { apiError } from "./errors.ts";
import { checkBodyType, limitBody } from "./request-body.ts";
import { isHttps } from "./security-headers.ts";

/**
 * Who may call a route. Every API route declares one where it is registered. `customer`: signed in
 * with a verified e-mail (whatever the roles): the customer area, which finds the caller's own
 * bookings by that e-mail (decision 0046).
 */
export type Access = "public" | "signed-in" | "admin" | "driver" | "customer";

export const EMAIL_UNVERIFIED_MESSAGE = "Confirme o seu email para ver as suas reservas.";

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
  /**
   * The endpoint's contract (`src/domain/contracts/`): its method and path must be the route's;
   * under test every answer is checked against it (`contract-check.ts`).
   */
  contract?: Endpoint;
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
    if (access === "customer") {
      if (!user.emailVerified) return apiError(c, 403, "email_unverified", EMAIL_UNVERIFIED_MESSAGE);
      return next();
    }
    const roles = c.get("roles");
    if (!roles.includes(access)) return apiError(c, 403, "forbidden", "Acesso negado");
    return next();
  };
}

export const FOREIGN_ORIGIN_MESSAGE = "Pedido recusado: só é aceite a partir das páginas deste site.";

/** Methods that change nothing: no origin check. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Stripe's webhook is called by Stripe's servers (no browser, no Origin; its signature is the
 * check). The test checkout's HTML form posts check their own origin and answer a page.
 */
const OWN_ORIGIN_CHECK_PATHS = new Set(["/api/payments/stripe/webhook"]);
const HTML_FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Refuses (403) a state-changing request whose Origin is another site's, as a second line behind
 * SameSite cookies and the JSON-only body rule. Goes on without an Origin (servers, curl, tests),
 * from the request's own origin (the product opened at 127.0.0.1 or a LAN address; over https
 * behind a trusted proxy too), from PUBLIC_URL's, and from the origins better-auth trusts
 * (trusted-origins.ts: Vite's dev server in development). "null" (a sandboxed or privacy-stripped
 * page) is foreign.
 */
function checkOrigin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin === undefined || SAFE_METHODS.has(c.req.method)) return next();
    const { env } = c.get("deps");
    const own = new URL(c.req.url);
    const allowed = new Set([own.origin, new URL(env.publicUrl).origin, ...listTrustedOrigins(env)]);
    if (isHttps(c, env.TRUST_PROXY)) allowed.add(`https://${own.host}`);
    if (allowed.has(origin)) return next();
    return apiError(c, 403, "forbidden_origin", FOREIGN_ORIGIN_MESSAGE);
  };
}

/**
 * Registers a route together with its access rule; the only way routes are added. A
 * state-changing request from another site's page is refused first (checkOrigin). After the
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
  const { contract } = options;
  if (contract && (contract.method !== method || contract.path !== path)) {
    throw new Error(`route ${method} ${path} registered with the contract of ${contract.method} ${contract.path}`);
  }
  const list = declaredRoutes.get(app) ?? [];
  list.push({ method, path, access, options });
  declaredRoutes.set(app, list);
  // Only the guards that can refuse something run: a public route has no access check (its session
  // is never read), and a GET (or HEAD) route takes no body. Each guard left out is one step less
  // per request (bench/api).
  const guards: MiddlewareHandler<AppEnv>[] = [];
  const ownOriginCheck = OWN_ORIGIN_CHECK_PATHS.has(path) || (options.bodyTypes?.includes(HTML_FORM_TYPE) ?? false);
  if (method !== "GET" && !ownOriginCheck) guards.push(checkOrigin());
  if (access !== "public") guards.push(checkAccess(access));
  if (method !== "GET") guards.push(checkBodyType(options.bodyTypes), limitBody(options.maxBodyBytes));
  // Hono types each number of handlers separately; this list's length varies (0 to 4 guards).
  const on = app.on as (method: string, path: string, ...handlers: H<AppEnv>[]) => unknown;
  const answer = contract ? checkedByContract(contract, handler) : handler;
  on(method, path, ...guards, answer as H<AppEnv>); // "ALL" registers as app.all does
}

/** Registers middleware (runs before routes; grants no access by itself). */
export function middleware(app: Hono<AppEnv>, path: string, handler: MiddlewareHandler<AppEnv>): void {
  const list = declaredMiddleware.get(app) ?? [];
  list.push(path === "*" ? "/*" : path); // Hono lists "*" as "/*"
  declaredMiddleware.set(app, list);
  app.use(path, handler);
}
