import { SERVICE_STARTING_MESSAGE } from "../../../domain/service-messages.ts";
import { Hono } from "hono";

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
 * short page that reloads itself. All with Retry-After.
 */
export function createStartingApp(): Hono {
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    c.header("retry-after", RETRY_AFTER_SECONDS);
    c.header("cache-control", "no-store");
  });
  app.get("/api/health", (c) => c.json({ status: "starting", database: "connecting" }, 503));
  app.all("/api/*", (c) => c.json({ error: { code: "starting", message: STARTING_MESSAGE } }, 503));
  app.all("*", (c) => c.html(startingPage, 503));
  return app;
}
