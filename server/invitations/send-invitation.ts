import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { organizationSender } from "../../common/email/organization-sender.ts";
import { nl } from "../../common/i18n/nl.ts";
import { formatLongDate } from "../../common/time/format-long-date.ts";
import type { Db } from "../db/connect.ts";
import type { Mailer } from "../integrations/email/mailer.ts";
import { invitationTokenHash } from "./invitation-token.ts";

/**
 * The send_invitation job: mints a fresh secret for the link (only its hash is kept, so an
 * older e-mail's link stops working), tells a user who already has an account through the
 * bell, and e-mails the link from the organisation's sender. A failed e-mail is logged by
 * the worker and the invitation still counts: staff can send it again.
 */
export async function sendInvitation(
  deps: { db: Db; mailer: Mailer; mailFrom: string; publicUrl: string },
  invitationId: string,
): Promise<"sent" | "skipped"> {
  const invitation = await deps.db
    .selectFrom("organization_invitations")
    .selectAll()
    .where("id", "=", invitationId)
    .executeTakeFirst();
  if (invitation?.status !== "pending") return "skipped";
  const org = await deps.db
    .selectFrom("organizations")
    .selectAll()
    .where("id", "=", invitation.organization_id)
    .executeTakeFirstOrThrow();
  const inviterName = invitation.invited_by_user_id
    ? (
        await deps.db
          .selectFrom("profiles")
          .select("full_name")
          .where("user_id", "=", invitation.invited_by_user_id)
          .executeTakeFirst()
      )?.full_name
    : null;
  const token = randomBytes(32).toString("base64url");
  await deps.db
    .updateTable("organization_invitations")
    .set({ token_hash: invitationTokenHash(token) })
    .where("id", "=", invitation.id)
    .execute();
  const organization = org.display_name || org.name;
  const inviter = inviterName || organization;
  const role = nl.settings.roleInSentence[invitation.role];
  // Someone who already has an account also finds it in the bell (accepting there still
  // asks them to prove the address is theirs).
  await sql`insert into notifications (id, user_id, organization_id, type, title, message, data)
    select ${randomUUID()}, u.id, ${invitation.organization_id}, 'organization_invitation',
      ${nl.email.inviteNotificationTitle(organization)}, ${nl.email.inviteNotificationMessage(inviter, role)},
      ${{ invitation_id: invitation.id }}::jsonb
    from auth."user" u
    where lower(u.email) = lower(${invitation.email})
      and not exists (select 1 from notifications n where n.user_id = u.id and n.data->>'invitation_id' = ${invitation.id})
    limit 1`.execute(deps.db);
  const url = `${deps.publicUrl}/invite/${invitation.id}?token=${token}`;
  await deps.mailer.send({
    from: organizationSender(org, deps.mailFrom),
    to: invitation.email,
    subject: nl.email.inviteSubject(organization),
    text: nl.email.inviteBody(inviter, organization, role, url, formatLongDate(invitation.expires_at)),
  });
  return "sent";
}
