import type { Db } from "../db/connect.ts";
import { invitationTokenMatches } from "./invitation-token.ts";

/**
 * What an invitation offers (organisation, address, role, until when), for whoever holds
 * the secret from its e-mail; anything else (wrong secret, withdrawn, accepted, expired)
 * is null, so the page reads the same for all of them.
 */
export async function previewInvitation(db: Db, invitationId: string, token: string, now = new Date()) {
  const row = await db
    .selectFrom("organization_invitations as i")
    .innerJoin("organizations as o", "o.id", "i.organization_id")
    .select(["i.email", "i.role", "i.expires_at", "i.token_hash", "i.status", "o.name", "o.display_name"])
    .where("i.id", "=", invitationId)
    .executeTakeFirst();
  if (row?.status !== "pending" || new Date(row.expires_at) < now) return null;
  if (!invitationTokenMatches(token, row.token_hash)) return null;
  return {
    organization: row.display_name || row.name,
    email: row.email,
    role: row.role,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}
