import { betterAuth } from "better-auth";
import { PostgresJSDialect } from "kysely-postgres-js";
import { nl } from "../../common/i18n/nl.ts";
import type { RuntimeConfig } from "../config.ts";
import type { Db, Sql } from "../db/connect.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { provisionNewUser } from "./provision-new-user.ts";

export const MIN_PASSWORD_LENGTH = 6;

function trustedOrigins(publicUrl: string): string[] {
  const origins = new Set([new URL(publicUrl).origin]);
  const u = new URL(publicUrl);
  // The same local server is reachable as localhost and 127.0.0.1.
  if (u.hostname === "localhost") origins.add(`${u.protocol}//127.0.0.1:${u.port}`);
  if (u.hostname === "127.0.0.1") origins.add(`${u.protocol}//localhost:${u.port}`);
  return [...origins];
}

/** better-auth handles identity only; its tables live in schema `auth` (authSql has search_path=auth). */
export function createAuth(config: RuntimeConfig, deps: { authSql: Sql; db: Db }) {
  const { env } = config;
  // better-auth's mails with a link (reset, verification) go out as jobs, like every mail.
  const mailLink =
    (subject: string, body: (url: string) => string) =>
    async ({ user, url }: { user: { email: string }; url: string }) => {
      await enqueueJob(deps.db, "send_email", { to: user.email, subject, text: body(url) });
    };
  return betterAuth({
    baseURL: config.publicUrl,
    secret: config.appSecret,
    trustedOrigins: trustedOrigins(config.publicUrl),
    database: { dialect: new PostgresJSDialect({ postgres: deps.authSql }), type: "postgres" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: mailLink(nl.email.resetSubject, nl.email.resetBody),
    },
    // Accepting an invitation needs proof that the invited address is the user's own; the
    // mail goes out on demand from the invitation (server/invitations), not at sign-up.
    emailVerification: {
      sendOnSignUp: false,
      sendVerificationEmail: mailLink(nl.email.verifySubject, nl.email.verifyBody),
    },
    socialProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
        ? { github: { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET } }
        : {}),
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: env.NODE_ENV === "production" },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await provisionNewUser(deps.db, { id: user.id, email: user.email, name: user.name }, config.publicUrl);
          },
        },
        update: {
          after: async (user) => {
            await deps.db
              .updateTable("profiles")
              .set({ email: user.email, updated_at: new Date() })
              .where("user_id", "=", user.id)
              .execute();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
