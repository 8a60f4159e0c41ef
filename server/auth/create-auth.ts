import { betterAuth } from "better-auth";
import { nl } from "../../common/i18n/nl.ts";
import { INVITATION_HEADER, parseInvitationHeader } from "../../common/invitations/invitation-header.ts";
import type { RuntimeConfig } from "../config.ts";
import type { Db } from "../db/connect.ts";
import { allowedOrigins } from "../http/allowed-origins.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { provisionNewUser } from "./provision-new-user.ts";
import { testPasswordHashing } from "./test-password-hashing.ts";

export const MIN_PASSWORD_LENGTH = 6;

/**
 * better-auth handles identity only; its tables live in schema `auth` (`authDb` is on a pool
 * whose search_path is auth). The caller opens `authDb` and destroys it at stop: that ends
 * the pool a stalled wait made it open in place of the first one too (bounded-dialect.ts),
 * which a dialect handed to better-auth would leave open.
 */
export function createAuth(config: RuntimeConfig, deps: { authDb: Db; db: Db }) {
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
    trustedOrigins: [...allowedOrigins(config.publicUrl, env.ALLOWED_ORIGINS)],
    database: { db: deps.authDb, type: "postgres" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: mailLink(nl.email.resetSubject, nl.email.resetBody),
      // better-auth's own scrypt, except on the stacks the tests start (see testPasswordHashing).
      password: testPasswordHashing(env.NODE_ENV),
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
    // Sign-in, sign-up and password resets are limited in front of this handler in every mode
    // (server/http/rate-limit.ts): one count in Postgres for all app servers, keyed on the
    // trusted client address, answered in Dutch. better-auth's own limiter would be a second,
    // per-process count that believes any X-Forwarded-For, so it stays off.
    rateLimit: { enabled: false },
    // Sessions record the client's address only from the proxy header the operator trusts;
    // without one, better-auth would store whatever X-Forwarded-For a client sends.
    advanced: {
      ipAddress: env.TRUSTED_PROXY_HEADER
        ? { ipAddressHeaders: [env.TRUSTED_PROXY_HEADER] }
        : { disableIpTracking: true },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            await provisionNewUser(
              deps.db,
              { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
              config.publicUrl,
              parseInvitationHeader(context?.headers?.get(INVITATION_HEADER)),
            );
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
