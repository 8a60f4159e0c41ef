import { randomUUID } from "node:crypto";
import { nl } from "../../common/i18n/nl.ts";
import type { Db } from "../db/connect.ts";
import { acceptInvitationWithin } from "../invitations/accept-invitation.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";

/**
 * A new account gets its profile, its first organisation (as owner) and a welcome email,
 * in one transaction so a half-provisioned user never exists. Someone signing up from an
 * invitation's link joins that organisation instead of getting an empty one of their own;
 * an invitation that no longer holds (withdrawn, expired, someone else's) falls back to
 * their own organisation, so sign-up never fails on it.
 */
export async function provisionNewUser(
  db: Db,
  user: { id: string; email: string; name: string; emailVerified?: boolean },
  publicUrl: string,
  invitation?: { id: string; token: string },
): Promise<{ organizationId: string }> {
  const name = user.name.trim() || user.email.split("@")[0];
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("profiles")
      .values({ user_id: user.id, full_name: name, email: user.email, created_at: new Date(), updated_at: new Date() })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
    const welcome = (text: string) =>
      enqueueJob(trx, "send_email", { to: user.email, subject: nl.email.welcomeSubject, text });
    const dashboard = `${publicUrl}/dashboard`;
    if (invitation) {
      const joined = await acceptInvitationWithin(
        trx,
        { id: user.id, email: user.email, emailVerified: user.emailVerified ?? false },
        invitation.id,
        invitation.token,
        new Date(),
      );
      if (joined.ok) {
        // They joined a colleague's organisation: no organisation of their own to set up.
        const organization = await trx
          .selectFrom("organizations")
          .select("name")
          .where("id", "=", joined.organizationId)
          .executeTakeFirstOrThrow();
        await welcome(nl.email.welcomeJoinedBody(name, organization.name, dashboard));
        return { organizationId: joined.organizationId };
      }
    }
    await welcome(nl.email.welcomeBody(name, dashboard));
    const organizationId = randomUUID();
    await trx
      .insertInto("organizations")
      .values({
        id: organizationId,
        name: `${nl.product.defaultOrgName} (${name})`,
        settings: {},
        created_at: new Date(),
        updated_at: new Date(),
        display_name: null,
        logo_url: null,
        favicon_url: null,
        email_sender_name: null,
        email_domain: null,
        email_from_address: null,
        chatbot_data_access: { employees: false, jobs: false, shifts: true },
      })
      .execute();
    await trx
      .insertInto("organization_members")
      .values({
        id: randomUUID(),
        user_id: user.id,
        organization_id: organizationId,
        role: "owner",
        created_at: new Date(),
      })
      .execute();
    return { organizationId };
  });
}
