import type { Context } from "hono";
import { queueVerificationMail, requestLanguage } from "../../auth/email-verification.ts";
import type { AppEnv } from "../../http/app-env.ts";

/** A new verification e-mail for the signed-in, unverified caller, in the language of the page. */
export async function sendVerificationAgain(c: Context<AppEnv>): Promise<void> {
  const { auth, db, env, wakeMailWorker } = c.get("deps");
  const user = c.get("user")!;
  const { secret } = await auth.$context;
  await queueVerificationMail(db, { secret, publicUrl: env.publicUrl, user, language: requestLanguage(c.req.raw.headers) });
  wakeMailWorker();
}
