import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import type { RateRule } from "../http/consume-rate-limit.ts";
import { consumeAccountLimit } from "../http/rate-limit.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import { acceptInvitation } from "./accept-invitation.ts";
import { findInvitation } from "./find-invitation.ts";
import { previewInvitation } from "./preview-invitation.ts";

const failed = { title: nl.notifications.acceptFailed };
// An id that cannot exist reads like one that does not.
const invitationParam = validate("param", z.object({ id: z.uuid() }), { ...failed, status: 404 });
// The secret from the e-mail's link, when the invitee came that way.
const tokenQuery = validate("query", z.object({ token: z.string().max(100).optional() }), { ...failed, status: 404 });
// A session that ended while the invitation was open on screen: say so in the invitation's
// own words, so the page can offer signing in again instead of a bare "Niet ingelogd".
const signedOut = { unauthenticated: { title: nl.invitations.signInRequired } };
const unverified = () =>
  new AppError("email_unverified", 403, nl.notifications.unverifiedTitle, nl.notifications.unverifiedDescription);

/**
 * Accepting an invitation: any signed-in user, for an invitation addressed to them, once
 * they have proved the address is theirs; the verification mail is sent from here on demand.
 */
export function invitationRoutes(deps: { auth: Auth; db: Db; accountRule: RateRule }) {
  const { requireSession } = callerGuards(deps);
  return (
    new Hono()
      // What the invite page shows before anyone signs in: only for the link's own secret.
      .get("/:id/preview", invitationParam, tokenQuery, async (c) => {
        const preview = await previewInvitation(deps.db, c.req.valid("param").id, c.req.valid("query").token ?? "");
        if (!preview) throw new AppError("not_found", 404, failed.title);
        if (preview === "expired") throw new AppError("gone", 410, nl.invitations.expiredTitle, nl.invitations.expired);
        return c.json(preview);
      })
      .post("/:id/accept", requireSession(signedOut), invitationParam, tokenQuery, async (c) => {
        const { id } = c.req.valid("param");
        const result = await acceptInvitation(deps.db, c.var.user, id, c.req.valid("query").token);
        if (!result.ok) {
          if (result.reason === "unverified") throw unverified();
          if (result.reason === "inviter_gone") throw new AppError("gone", 410, nl.invitations.inviterGone);
          throw result.reason === "expired"
            ? new AppError("gone", 410, failed.title)
            : new AppError("not_found", 404, failed.title);
        }
        return c.json(result);
      })
      .post("/:id/send-verification", requireSession(signedOut), invitationParam, async (c) => {
        const user = c.var.user;
        const { id } = c.req.valid("param");
        if (!(await findInvitation(deps.db, user.email, id))) throw new AppError("not_found", 404, failed.title);
        if (user.emailVerified) return c.json({ sent: false });
        // Counted with better-auth's own verification mails to the address: anyone may sign up
        // with someone else's address and invite it from their own organisation, and this
        // route would otherwise mail that inbox as often as it is asked.
        const verdict = await consumeAccountLimit(
          deps.db,
          deps.accountRule,
          "verification-email",
          user.email.toLowerCase(),
        );
        if (!verdict.allowed) {
          c.header("Retry-After", String(verdict.retryAfterSeconds));
          throw new AppError("rate_limited", 429, nl.http.tooManyRequests, nl.http.tooManyAccountAttempts);
        }
        // better-auth mails the link (create-auth.ts); it comes back to the dashboard, where
        // the invitation waits in the notifications.
        await deps.auth.api.sendVerificationEmail({
          headers: c.req.raw.headers,
          body: { email: user.email, callbackURL: "/dashboard" },
        });
        return c.json({ sent: true });
      })
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type InvitationRoutes = ReturnType<typeof invitationRoutes>;
