import { defineQueries, defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { type ZeroContext, zql } from "../../zero-schema.ts";

// Every query enforces the organisation boundary in its own body. Deny = empty result
// (no user id is ever "", so an anonymous context matches nothing).
const orgArgs = z.object({ organizationId: z.string().min(1) });

function organizationsVisibleTo(ctx: ZeroContext | undefined) {
  const q = zql.organizations.orderBy("name", "asc");
  if (!ctx) return q.where(({ or }) => or());
  if (ctx.platformRole) return q;
  return q.whereExists("members", (m) => m.where("user_id", ctx.userID));
}

export const queries = defineQueries({
  organizations: {
    visible: defineQuery(({ ctx }) => organizationsVisibleTo(ctx)),
    byId: defineQuery(orgArgs, ({ args, ctx }) => organizationsVisibleTo(ctx).where("id", args.organizationId).one()),
  },
  members: {
    mine: defineQuery(({ ctx }) =>
      zql.organization_members.where("user_id", ctx?.userID ?? "").related("organization"),
    ),
    ofOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.organization_members
        .where("organization_id", args.organizationId)
        .related("profile")
        .orderBy("created_at", "asc");
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("organization", (o) => o.whereExists("members", (m) => m.where("user_id", ctx.userID)));
    }),
  },
  invitations: {
    pendingOfOrganization: defineQuery(orgArgs, ({ args, ctx }) => {
      const q = zql.organization_invitations
        .where("organization_id", args.organizationId)
        .where("status", "pending")
        .orderBy("created_at", "desc");
      if (!ctx) return q.where(({ or }) => or());
      if (ctx.platformRole) return q;
      return q.whereExists("members", (m) => m.where("user_id", ctx.userID).where("role", "IN", ["owner", "admin"]));
    }),
  },
  userRoles: {
    mine: defineQuery(({ ctx }) => zql.user_roles.where("user_id", ctx?.userID ?? "")),
  },
  profiles: {
    mine: defineQuery(({ ctx }) => zql.profiles.where("user_id", ctx?.userID ?? "").one()),
  },
  notifications: {
    mine: defineQuery(({ ctx }) => {
      const q = zql.notifications.orderBy("created_at", "desc").limit(50);
      return q.where("user_id", ctx?.userID ?? "");
    }),
  },
});
