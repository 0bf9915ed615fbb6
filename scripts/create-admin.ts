/**
 * Creates an admin account (or grants the admin role to an existing account):
 *   npm run create-admin -- --email E --password P --name N
 * On the embedded database the server must be stopped first (one process at a time).
 */
import { parseArgs } from "node:util";
import { firstAdminSchema } from "../src/domain/auth-schemas.ts";
import { createAuth } from "../src/server/auth/auth.ts";
import { loadSessionSecret } from "../src/server/auth/session-secret.ts";
import { DataDirLockedError } from "../src/server/db/data-dir-lock.ts";
import { openAppDatabase } from "../src/server/db/open-app-database.ts";
import { readEnvironment } from "../src/server/dot-env.ts";
import { silentLogger } from "../src/server/logger.ts";
import { createAccount, findUserIdByEmail, grantRole } from "../src/server/modules/users/service.ts";
import { issueSetupToken } from "../src/server/modules/setup/service.ts";

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

async function run() {
  // The data folder is for the server's user only (see src/server/main.ts).
  process.umask(0o077);
  let args;
  try {
    args = parseArgs({
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
      strict: true,
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\nusage: npm run create-admin -- --email E --password P --name N`);
  }
  const parsed = firstAdminSchema.safeParse({ email: args.email ?? "", password: args.password ?? "", name: args.name ?? "" });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(`--${String(issue?.path[0] ?? "email")}: ${issue?.message}\nusage: npm run create-admin -- --email E --password P --name N`);
  }

  const env = readEnvironment(fail);
  let database;
  try {
    database = await openAppDatabase(env, "create-admin");
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `the server is running on this data folder (${env.dataDir}, pid ${error.holderPid}).\n` +
          `Stop the server first, then run create-admin again (or use the setup link it printed). Nothing was changed.`,
      );
    }
    throw error;
  }
  try {
    const { db } = database;
    const existing = await findUserIdByEmail(db, parsed.data.email);
    if (existing) {
      await grantRole(db, existing, "admin");
      console.log(`An account with ${parsed.data.email} already existed: it is now an admin (password unchanged).`);
    } else {
      const auth = createAuth({
        db,
        env,
        logger: silentLogger,
        secret: loadSessionSecret(env.SESSION_SECRET, env.dataDir),
        onMailQueued: () => undefined,
      });
      await createAccount(auth, db, parsed.data, "admin");
      console.log(`Admin account created for ${parsed.data.email}.`);
    }
    await issueSetupToken(db); // an admin exists now: the setup link stops working
  } finally {
    await database.close();
  }
}

await run();
