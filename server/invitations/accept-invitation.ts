import { randomUUID } from "node:crypto";
import type { Db } from "../db/connect.ts";

export type AcceptResult = { ok: true; organizationId: string } | { ok: false; reason: "not_found" | "expired" };

/**
 * Makes the signed-in user a member through a pending invitation addressed to their
 * email. Anything else (someone else's invitation, unknown id) is "not_found".
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string },
  invitationId: string,
  now = new Date(),
): Promise<AcceptResult> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom("organization_invitations")
      .selectAll()
      .where("id", "=", invitationId)
      .where("status", "=", "pending")
      .forUpdate()
      .executeTakeFirst();
    if (!invitation || invitation.email.toLowerCase() !== user.email.toLowerCase())
      return { ok: false, reason: "not_found" };
    if (new Date(invitation.expires_at) < now) return { ok: false, reason: "expired" };
    await trx
      .insertInto("organization_members")
      .values({
        id: randomUUID(),
        user_id: user.id,
        organization_id: invitation.organization_id,
        role: invitation.role,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(["organization_id", "user_id"]).doNothing())
      .execute();
    await trx
      .updateTable("organization_invitations")
      .set({ status: "accepted" })
      .where("id", "=", invitation.id)
      .execute();
    await trx
      .updateTable("notifications")
      .set({ read_at: now })
      .where("user_id", "=", user.id)
      .where("type", "=", "organization_invitation")
      .where("read_at", "is", null)
      .where(({ eb, ref }) => eb(ref("data", "->>").key("invitation_id" as never), "=", invitation.id))
      .execute();
    return { ok: true, organizationId: invitation.organization_id };
  });
}
