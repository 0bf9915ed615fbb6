import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { extras } from "../../db/schema.ts";

/** Every extra, by name (booking form). */
export async function listExtras(db: DbOrTx) {
  return db.select().from(extras).orderBy(asc(extras.name));
}
