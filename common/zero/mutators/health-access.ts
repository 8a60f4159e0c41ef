import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { amsterdamDay } from "../../analytics/period.ts";
import { logActivity } from "../activity.ts";
import { NotAuthorizedError, requireRole, requireRow } from "../authorize.ts";
import { setHealthAccess } from "./set-health-access.ts";

/** Long enough to hold every entry of today in Amsterdam, whatever the hour. */
const DAY_AND_A_HALF = 36 * 60 * 60 * 1000;

// Who reads health data (sick and recovery reports), decided per colleague by the
// organisation's admins, and every reading of it logged (migrations/0079).
export const healthMutators = {
  // 'Mag ziekmeldingen zien' on the Users screen: admins only, for any member (themselves too,
  // which the activity log then shows).
  setAccess: defineMutator(z.object({ id: z.string().max(100), allowed: z.boolean() }), async ({ tx, args, ctx }) => {
    const membership = await tx.run(zql.organization_members.where("id", args.id).one());
    const { row, user } = await requireRow(tx, ctx, membership, "admin");
    await setHealthAccess(tx, user, row, args.allowed);
  }),
  // The thread calls this when a conversation holding a sick report is opened by a colleague
  // who may read it: the log says who read whose health data and when, once per colleague per
  // conversation per Amsterdam day. Decided on the server alone; the browser's run does nothing.
  viewed: defineMutator(
    z.object({ organizationId: z.string().max(100), conversationId: z.string().max(100) }),
    async ({ tx, args, ctx }) => {
      if (tx.location !== "server") return;
      const { user } = await requireRole(tx, ctx, args.organizationId, "member");
      const conversation = await tx.run(
        zql.conversations.where("id", args.conversationId).where("organization_id", args.organizationId).one(),
      );
      if (!conversation) throw new NotAuthorizedError();
      const member = await tx.run(
        zql.organization_members.where("organization_id", args.organizationId).where("user_id", user.userID).one(),
      );
      const health = await tx.run(zql.health_message_marks.where("conversation_id", conversation.id).one());
      // Without access nothing was read; without a sick report there is nothing to log.
      if (!member?.may_see_health || !health) return;
      const at = Date.now();
      const earlier = await tx.run(
        zql.activity_log
          .where("organization_id", args.organizationId)
          .where("kind", "health_data_viewed")
          .where("actor_user_id", user.userID)
          .where("target", conversation.id)
          .where("created_at", ">=", at - DAY_AND_A_HALF),
      );
      if (earlier.some((entry) => amsterdamDay(entry.created_at) === amsterdamDay(at))) return;
      await logActivity(tx, user, {
        organizationId: args.organizationId,
        kind: "health_data_viewed",
        target: conversation.id,
        details: { employee_id: conversation.employee_id ?? null },
      });
    },
  ),
};
