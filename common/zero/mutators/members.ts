import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { type ZeroContext, zql } from "../../../zero-schema.ts";
import { logActivity } from "../activity.ts";
import { requireRow, type Tx } from "../authorize.ts";
import { ownerChangeProblem } from "../owners.ts";
import { isAdmin, MEMBER_ROLES, type MemberRole } from "../roles.ts";
import { setHealthAccess } from "./set-health-access.ts";

/**
 * The membership, if the caller administers its organisation and the change keeps the
 * owner rules (see owners.ts); the owners are counted inside the same transaction.
 */
async function changeableMember(tx: Tx, ctx: ZeroContext | undefined, id: string, to: MemberRole | null) {
  const membership = () => tx.run(zql.organization_members.where("id", id).one());
  // Two owners stepping down at the same moment must not each count the other as staying.
  // On the server, the organisation's row is locked first, so such changes run one after
  // the other, and every read below sees what the one before committed (roles included).
  const seen = await membership();
  if (seen && tx.location === "server")
    await tx.dbTransaction.query("select 1 from organizations where id = $1 for update", [seen.organization_id]);
  const { row, role, user } = await requireRow(tx, ctx, await membership(), "admin");
  const owners = await tx.run(
    zql.organization_members.where("organization_id", row.organization_id).where("role", "owner"),
  );
  const problem = ownerChangeProblem({ callerRole: role, from: row.role, to, owners: owners.length });
  if (problem) throw new Error(problem);
  return { row, user };
}

// Users of the organisation: admins change roles and remove members;
// the owner role is an owner's to give and take.
export const memberMutators = {
  changeRole: defineMutator(
    z.object({ id: z.string().max(100), role: z.enum(MEMBER_ROLES) }),
    async ({ tx, args, ctx }) => {
      const { row, user } = await changeableMember(tx, ctx, args.id, args.role);
      await tx.mutate.organization_members.update({ id: args.id, role: args.role });
      await logActivity(tx, user, {
        organizationId: row.organization_id,
        kind: "role_changed",
        target: row.user_id,
        details: { from: row.role, to: args.role },
      });
      // A User made admin or owner gets what joining with that role gives: health data, as a
      // change of its own in the log. Stepping down leaves it: the switch follows the task (the
      // HR colleague who handles absence may be a User), and the Users screen shows it.
      if (!isAdmin(row.role) && isAdmin(args.role)) await setHealthAccess(tx, user, row, true);
    },
  ),
  // 'Krijgt meldingen van de inbox' for a User who works the inbox: admins choose who, as for
  // health data; owners and admins are told whatever it says (server/whatsapp/assistant/notify-staff.ts).
  setInboxNotifications: defineMutator(
    z.object({ id: z.string().max(100), on: z.boolean() }),
    async ({ tx, args, ctx }) => {
      const membership = await tx.run(zql.organization_members.where("id", args.id).one());
      const { row, user } = await requireRow(tx, ctx, membership, "admin");
      if (row.inbox_notifications === args.on) return;
      await tx.mutate.organization_members.update({ id: row.id, inbox_notifications: args.on });
      await logActivity(tx, user, {
        organizationId: row.organization_id,
        kind: "inbox_notifications_changed",
        target: row.user_id,
        details: { on: args.on },
      });
    },
  ),
  remove: defineMutator(z.object({ id: z.string().max(100) }), async ({ tx, args, ctx }) => {
    const { row, user } = await changeableMember(tx, ctx, args.id, null);
    await tx.mutate.organization_members.delete({ id: args.id });
    await logActivity(tx, user, {
      organizationId: row.organization_id,
      kind: "member_removed",
      target: row.user_id,
      details: { role: row.role },
    });
  }),
};
