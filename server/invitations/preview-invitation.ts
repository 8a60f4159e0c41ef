import type { Db } from "../db/connect.ts";
import { invitationTokenMatches } from "./invitation-token.ts";
import { inviterMayInvite } from "./inviter-may-invite.ts";

/**
 * What an invitation offers (organisation, address, role, until when), for whoever holds
 * the secret from its e-mail; "expired" for that holder once its time is up (they are the
 * invitee: they may hear to ask for a new one); anything else (wrong secret, withdrawn,
 * accepted, or sent by someone who is no longer an admin there) is null, so the page reads the same for all of them.
 */
export async function previewInvitation(db: Db, invitationId: string, token: string, now = new Date()) {
  const row = await db
    .selectFrom("organization_invitations as i")
    .innerJoin("organizations as o", "o.id", "i.organization_id")
    .select([
      "i.email",
      "i.role",
      "i.expires_at",
      "i.token_hash",
      "i.status",
      "i.invited_by_user_id",
      "i.organization_id",
      "o.name",
      "o.display_name",
    ])
    .where("i.id", "=", invitationId)
    .executeTakeFirst();
  if (row?.status !== "pending" || !invitationTokenMatches(token, row.token_hash)) return null;
  if (new Date(row.expires_at) < now) return "expired" as const;
  // Its sender lost the right to invite: the page says it is no longer valid, ask again.
  if (!(await inviterMayInvite(db, row))) return null;
  return {
    organization: row.display_name || row.name,
    email: row.email,
    role: row.role,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}
