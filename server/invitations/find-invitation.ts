import type { Db } from "../db/connect.ts";

/**
 * The pending invitation `invitationId`, if it is addressed to `email` (case aside); someone
 * else's invitation reads like one that does not exist. `lock` holds the row until the
 * surrounding transaction ends, so two accepts of one invitation cannot both pass.
 */
export async function findInvitation(db: Db, email: string, invitationId: string, lock = false) {
  let query = db
    .selectFrom("organization_invitations")
    .selectAll()
    .where("id", "=", invitationId)
    .where("status", "=", "pending");
  if (lock) query = query.forUpdate();
  const invitation = await query.executeTakeFirst();
  return invitation && invitation.email.toLowerCase() === email.toLowerCase() ? invitation : undefined;
}
