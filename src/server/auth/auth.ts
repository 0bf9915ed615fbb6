import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { signUpSchema } from "../../domain/auth-schemas.ts";
import type { Db } from "../db/client.ts";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "../db/schema.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { enqueueMail } from "../integrations/mail/outbox.ts";
import { passwordResetMail } from "./password-reset-mail.ts";

/** Set by our own route (from the socket or a trusted proxy) before better-auth sees a request. */
export const CLIENT_IP_HEADER = "x-client-ip";

export interface AuthOptions {
  db: Db;
  env: Env;
  logger: Logger;
  secret: string;
  onMailQueued(): void;
}

export function createAuth({ db, env, logger, secret, onMailQueued }: AuthOptions) {
  return betterAuth({
    appName: "Lusitania Chauffeur",
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    trustedOrigins: env.NODE_ENV === "development" ? [env.publicUrl, "http://localhost:5173"] : [env.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(db, passwordResetMail({ to: user.email, name: user.name, url }));
        onMailQueued();
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    rateLimit: {
      enabled: env.NODE_ENV !== "test",
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
      },
    },
    hooks: {
      // The spec's sign-up rules hold on the server, with the spec's messages.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const parsed = signUpSchema.safeParse(ctx.body);
        if (!parsed.success) {
          throw new APIError("BAD_REQUEST", { message: parsed.error.issues[0]?.message ?? "Dados inválidos" });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The name is kept in profiles too (spec section 3). A failure is logged; sign-up goes on.
          after: async (user) => {
            try {
              await db.insert(profiles).values({ userId: user.id, name: user.name }).onConflictDoNothing();
            } catch (error) {
              logger.error({ err: error, userId: user.id }, "could not create the profile after sign-up");
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
