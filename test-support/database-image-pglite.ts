/** Vitest global setup of the unit project: the migrated embedded database image (see database-image.ts). */
import { setUpDatabaseImage } from "./database-image.ts";

export default () => setUpDatabaseImage("pglite");
