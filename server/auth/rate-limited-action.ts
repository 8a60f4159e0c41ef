import type { Context } from "hono";

/**
 * The better-auth endpoints someone could hammer to guess passwords, create accounts in
 * bulk or flood inboxes with reset mails, each its own count. Everything else (session
 * reads, sign-out) is not limited.
 */
export function rateLimitedAuthAction(c: Context): string | undefined {
  if (c.req.method !== "POST") return undefined;
  const path = c.req.path.slice("/api/auth".length);
  if (path.startsWith("/sign-in/")) return "sign-in";
  if (path.startsWith("/sign-up/")) return "sign-up";
  if (path === "/request-password-reset" || path.startsWith("/forget-password")) return "password-reset-request";
  if (path === "/reset-password") return "password-reset";
  // Asked for without a session: unlimited, anyone could fill a user's inbox.
  if (path === "/send-verification-email") return "verification-email";
  if (path === "/change-password" || path === "/change-email") return "account-change";
  return undefined;
}
