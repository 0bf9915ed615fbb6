import { SERVICE_STARTING_MESSAGE } from "../../../domain/service-messages.ts";
import { Hono } from "hono";
import { REQUEST_ID_HEADER, requestIdOf } from "../../http/request-id.ts";

/** Shown while the server waits for its database, in Portuguese and English. */
export const STARTING_MESSAGE = SERVICE_STARTING_MESSAGE;

const RETRY_AFTER_SECONDS = "5";

const startingPage = `<!doctype html>
<html lang="pt">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>Lusitania Chauffeur</title></head>
<body style="font-family: system-ui, sans-serif; margin: 4rem auto; max-width: 36rem; padding: 0 1rem">
<h1>Lusitania Chauffeur</h1>
<p>O serviço está a iniciar. Tente novamente dentro de momentos.</p>
<p lang="en">The service is starting. Please try again in a moment.</p>
</body>
</html>`;

/**
 * What the server answers while its database is not ready yet: GET /api/health says
 * `starting` (503), every other API call gets a 503 error with STARTING_MESSAGE and every page a
 * short page that reloads itself. All with Retry-After, and the request's id (X-Request-Id, and
 * in the error's body) as the app proper answers it, behind `trustedProxies` proxies (TRUST_PROXY).
 */
export function createStartingApp(trustedProxies = 0): Hono<{ Variables: { requestId: string } }> {
  const app = new Hono<{ Variables: { requestId: string } }>();
  app.use("*", async (c, next) => {
    const requestId = requestIdOf(c, trustedProxies);
    c.set("requestId", requestId);
    await next();
    c.header("retry-after", RETRY_AFTER_SECONDS);
    c.header("cache-control", "no-store");
    c.header(REQUEST_ID_HEADER, requestId);
  });
  app.get("/api/health", (c) => c.json({ status: "starting", database: "connecting" }, 503));
  app.all("/api/*", (c) =>
    c.json({ error: { code: "starting", message: STARTING_MESSAGE, requestId: c.get("requestId") } }, 503),
  );
  app.all("*", (c) => c.html(startingPage, 503));
  return app;
}
