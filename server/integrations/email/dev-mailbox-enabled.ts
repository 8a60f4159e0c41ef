import type { Env } from "../../config.ts";
import { isLocalhostUrl } from "../../runtime/is-localhost-url.ts";

/**
 * Whether this process serves /dev/mailbox. The page shows every mail the app sent,
 * password-reset links included, to whoever opens it, so it is only ever served for a
 * PUBLIC_URL on this machine: switched on with DEV_MAILBOX=on, or by default by the
 * all-in-one launcher (`npm start`, `npm run dev`) when no SMTP server is configured.
 * Asking for it on a public address is a configuration error, not something to ignore.
 */
export function devMailboxEnabled(env: Env, opts: { role: string; publicUrl: string }): boolean {
  const local = isLocalhostUrl(opts.publicUrl);
  if (env.DEV_MAILBOX === "on" && !local)
    throw new Error(
      `DEV_MAILBOX=on needs a localhost PUBLIC_URL, not ${opts.publicUrl}: the dev mailbox shows password-reset links to anyone who opens it. Configure SMTP_URL instead.`,
    );
  if (env.DEV_MAILBOX) return env.DEV_MAILBOX === "on";
  return opts.role === "all" && local && !env.SMTP_URL && env.NODE_ENV !== "production";
}
