/** Vitest global setup of the PostgreSQL project: the migrated template database (see database-image.ts). */
import { setUpDatabaseImage } from "./database-image.ts";

export default () => setUpDatabaseImage("postgres");
