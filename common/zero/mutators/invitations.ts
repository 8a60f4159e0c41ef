import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { nl } from "../../i18n/nl.ts";
import { logActivity } from "../activity.ts";
import { now, requireAdmin, requireRow, type Tx } from "../authorize.ts";
import { requireInvitationAllowance, resendTooSoon } from "../invitation-limits.ts";
import { invitationInput } from "../validation.ts";

const t = nl.members;
/** How long an invitation's link works after it was (re)sent. */
export const INVITATION_DAYS = 7;
const validUntil = (at: number) => at + INVITATION_DAYS * 24 * 60 * 60 * 1000;

/** The invitation, if the caller administers its organisation; else the one generic refusal. */
async function adminInvitation(tx: Tx, ctx: Parameters<typeof requireRow>[1], id: string) {
  return requireRow(tx, ctx, await tx.run(zql.organization_invitations.where("id", id).one()), "admin");
}

/** The log entry of an invitation action: the address invited and the role offered. */
function logInvitation(
  tx: Tx,
  user: Parameters<typeof logActivity>[1],
  invitation: { organization_id: string; email: string; role: string },
  kind: "invitation_sent" | "invitation_cancelled",
  extra: { resent?: boolean } = {},
) {
  return logActivity(tx, user, {
    organizationId: invitation.organization_id,
    kind,
    target: invitation.email,
    details: { role: invitation.role, ...extra },
  });
}

// Invitations: admins invite by e-mail (member or admin, never owner), send again, or
// withdraw one. Every (re)send queues the e-mail through a database trigger on `sent_at`,
// so each is limited (invitation-limits.ts): the mail's text is partly the sender's own.
export const invitationMutators = {
  create: defineMutator(invitationInput, async ({ tx, args, ctx }) => {
    const { user } = await requireAdmin(tx, ctx, args.organization_id);
    const open = await tx.run(
      zql.organization_invitations
        .where("organization_id", args.organization_id)
        .where("email", args.email)
        .where("status", "pending"),
    );
    const at = now(tx, args.now);
    // An expired invitation is no longer open: the new one takes its place (its link was
    // dead already), so "Verlopen" in the list can be answered by inviting again.
    if (open.some((i) => i.expires_at >= at)) throw new Error(t.alreadyInvited);
    const profile = await tx.run(zql.profiles.where("email", args.email).one());
    if (profile) {
      const member = await tx.run(
        zql.organization_members.where("organization_id", args.organization_id).where("user_id", profile.user_id).one(),
      );
      if (member) throw new Error(t.alreadyMember);
    }
    await requireInvitationAllowance(tx, args.organization_id);
    for (const expired of open) await tx.mutate.organization_invitations.delete({ id: expired.id });
    const invitation = {
      id: args.id,
      organization_id: args.organization_id,
      email: args.email,
      invited_by_user_id: user.userID,
      role: args.role,
      status: "pending",
      expires_at: validUntil(at),
      created_at: at,
      sent_at: at,
    };
    await tx.mutate.organization_invitations.insert(invitation);
    await logInvitation(tx, user, invitation, "invitation_sent");
  }),
  resend: defineMutator(z.object({ id: z.string(), now: z.number() }), async ({ tx, args, ctx }) => {
    const { row, user } = await adminInvitation(tx, ctx, args.id);
    if (row.status !== "pending") throw new Error(t.notPending);
    const at = now(tx, args.now);
    // The server's clock only: a client's clock may be off by more than the minute.
    const tooSoon = tx.location === "server" && resendTooSoon(row.sent_at, at);
    if (tooSoon) throw new Error(tooSoon);
    await requireInvitationAllowance(tx, row.organization_id);
    // The one who sends it again vouches for it from now on: an invitation carries its
    // sender's authority, and acceptance checks that they are still an admin.
    await tx.mutate.organization_invitations.update({
      id: args.id,
      sent_at: at,
      expires_at: validUntil(at),
      invited_by_user_id: user.userID,
    });
    await logInvitation(tx, user, row, "invitation_sent", { resent: true });
  }),
  cancel: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
    const { row, user } = await adminInvitation(tx, ctx, args.id);
    await tx.mutate.organization_invitations.delete({ id: args.id });
    await logInvitation(tx, user, row, "invitation_cancelled");
  }),
};
