import { nl } from "../../common/i18n/nl.ts";
import { activityRow } from "../../common/zero/activity.ts";
import { ownerChangeProblem } from "../../common/zero/owners.ts";
import { can, type EffectiveRole } from "../../common/zero/roles.ts";
import type { Db } from "../db/connect.ts";
import { effectiveRoleOf } from "../organizations/effective-role.ts";
import { organizationInUse } from "../organizations/organization-in-use.ts";

const t = nl.accounts;

export type DeleteAccountOutcome =
  | { ok: true; userId: string; memberships: number }
  | { ok: false; status: 400 | 403 | 404; reason: string };

/**
 * Deletes a user's account, found by e-mail, on behalf of an admin of `organizationId`:
 * the login, every session and membership go (the database cascades from the user row),
 * while what they made for organisations (documents, replies, log entries) stays, with its
 * author set to nobody.
 *
 * An admin acts for their organisation only, so the account must be a member there, and
 * every other organisation it shares with other people must be one the caller administers
 * too: otherwise an admin of one company could end someone's access to another. The owner rules hold as
 * for a removal, and nobody deletes themselves or a platform admin this way.
 */
export async function deleteAccount(
  db: Db,
  caller: { userId: string; role: EffectiveRole; organizationId: string },
  email: string,
): Promise<DeleteAccountOutcome> {
  return db.transaction().execute(async (trx) => {
    const notFound = { ok: false, status: 404, reason: t.notFound } as const;
    const found = await trx
      .selectFrom("auth.user")
      .select(["id"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
      .executeTakeFirst();
    if (!found) return notFound;
    if (found.id === caller.userId) return { ok: false, status: 400, reason: t.notYourself };
    const membershipsOf = () =>
      trx
        .selectFrom("organization_members")
        .select(["organization_id", "role"])
        .where("user_id", "=", found.id)
        .execute();
    // Owners are counted under the organisations' row locks, as a removal does. They are
    // taken before the account's, and not in the mode that excludes references: a hand-over
    // references the organisation (its message) and then the account (a notification per
    // admin), and a deletion that held the account while it waited for the organisation
    // deadlocked with it. A membership added meanwhile has its organisation locked after.
    const locked = new Set<string>();
    const lockOrganizations = async (ids: string[]) => {
      const more = [...new Set(ids)].filter((id) => !locked.has(id)).sort();
      if (more.length === 0) return;
      await trx
        .selectFrom("organizations")
        .select("id")
        .where("id", "in", more)
        .orderBy("id")
        .forNoKeyUpdate()
        .execute();
      for (const id of more) locked.add(id);
    };
    await lockOrganizations((await membershipsOf()).map((m) => m.organization_id));
    const target = await trx
      .selectFrom("auth.user")
      .select(["id"])
      .where("id", "=", found.id)
      .forUpdate()
      .executeTakeFirst();
    if (!target) return notFound;
    const memberships = await membershipsOf();
    await lockOrganizations(memberships.map((m) => m.organization_id));
    const platformCaller = caller.role === "milo_admin" || caller.role === "super_admin";
    if (!platformCaller && !memberships.some((m) => m.organization_id === caller.organizationId)) return notFound;
    const platformTarget = await trx.selectFrom("user_roles").select("role").where("user_id", "=", target.id).execute();
    if (platformTarget.length > 0 && caller.role !== "super_admin")
      return { ok: false, status: 403, reason: t.platformAdmin };

    for (const membership of memberships) {
      const counts = await trx
        .selectFrom("organization_members")
        .select((eb) => [
          eb.fn.countAll<number>().as("members"),
          eb.fn.count<number>("id").filterWhere("role", "=", "owner").as("owners"),
        ])
        .where("organization_id", "=", membership.organization_id)
        .executeTakeFirstOrThrow();
      // An organisation with nobody else in it (the one sign-up made for them) concerns no
      // one else: it stays, for a platform admin to tidy up. Unless it is in use: then it is
      // their own company, and an admin of a client must not lock them out of it.
      if (membership.organization_id !== caller.organizationId && Number(counts.members) === 1) {
        if (await organizationInUse(trx, membership.organization_id))
          return { ok: false, status: 403, reason: t.ownsOtherOrganization };
        continue;
      }
      const roleThere =
        membership.organization_id === caller.organizationId
          ? caller.role
          : await effectiveRoleOf(trx, caller.userId, membership.organization_id);
      if (!roleThere || !can(roleThere, "admin")) return { ok: false, status: 403, reason: t.otherOrganization };
      const problem = ownerChangeProblem({
        callerRole: roleThere,
        from: membership.role,
        to: null,
        owners: Number(counts.owners),
      });
      if (problem) return { ok: false, status: 403, reason: problem };
    }

    // Each organisation's log says an account left it; the target is the account's id only,
    // so the log keeps no personal data of someone whose account is gone.
    for (const membership of memberships)
      await trx
        .insertInto("activity_log")
        .values(
          activityRow({
            organizationId: membership.organization_id,
            actorUserId: caller.userId,
            kind: "account_deleted",
            target: target.id,
            details: { role: membership.role },
          }),
        )
        .execute();
    await trx.deleteFrom("auth.user").where("id", "=", target.id).execute();
    return { ok: true, userId: target.id, memberships: memberships.length };
  });
}
