import type { Context } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { catalogueChanged, readCatalogue } from "./catalogue-cache.ts";
import { sendJsonEntity, toJsonEntity } from "./cached-json.ts";

/**
 * Answers a public catalogue read from memory: `build()` runs once per change of the catalogue
 * (per `key`, which names the language and anything else the answer depends on); the answer
 * carries an ETag and is 304 when the browser already has it.
 */
export async function sendCatalogueJson(c: Context<AppEnv>, key: string, build: () => Promise<unknown>): Promise<Response> {
  const entity = await readCatalogue(c.get("deps").db, key, async () => toJsonEntity(await build()));
  return sendJsonEntity(c, entity);
}

/**
 * For an admin route whose write changed the public catalogue: `answer`, once this process has
 * forgotten its copy and (on PostgreSQL) told the others.
 */
export async function answerCatalogueChanged(c: Context<AppEnv>, answer: Response): Promise<Response> {
  await catalogueChanged(c.get("deps").db);
  return answer;
}
