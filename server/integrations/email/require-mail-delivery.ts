import type { Env } from "../../config.ts";

/**
 * A process that sends mail in production needs SMTP: without it mails (password resets,
 * invitations) would be written to the dev mailbox on disk, where nobody should read them
 * and users never get them. Fail at start-up rather than lose or expose them.
 */
export function requireMailDelivery(env: Env, role: string): void {
  if (role === "app" || role === "migrate") return; // the app only enqueues; the worker sends
  if (env.NODE_ENV === "production" && !env.SMTP_URL)
    throw new Error(
      "SMTP_URL is required when NODE_ENV=production (e.g. smtps://user:password@smtp.example.nl:465): without it password-reset and invitation mails would go to the local dev mailbox instead of the users.",
    );
}
