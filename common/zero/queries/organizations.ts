import { defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { type ZeroContext, zql } from "../../../zero-schema.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions, organizationQuery } from "./permissions.ts";

// `scope` is what the client asks for; the server grants "platform" only to platform roles.
// It is part of the query's identity, so a role change gets a fresh server transform
// instead of zero-cache's cached one (re-transformed only every
// ZERO_AUTH_RETRANSFORM_INTERVAL_SECONDS).
const scopeArgs = z.object({ scope: z.enum(["member", "platform"]).default("member") });

function organizationsVisibleTo(ctx: ZeroContext | undefined, scope: "member" | "platform") {
  const q = zql.organizations.orderBy("name", "asc");
  return applyOrganizationPermissions(q, ctx, { platformSees: scope === "platform" });
}

export const organizationQueries = {
  organizations: {
    visible: defineQuery(scopeArgs, ({ args, ctx }) => organizationsVisibleTo(ctx, args.scope)),
    byId: defineQuery(orgArgs.extend(scopeArgs.shape), ({ args, ctx }) =>
      organizationsVisibleTo(ctx, args.scope).where("id", args.organizationId).one(),
    ),
  },
  members: {
    mine: defineQuery(({ ctx }) =>
      zql.organization_members.where("user_id", ctx?.userID ?? "").related("organization"),
    ),
    ofOrganization: organizationQuery((id) =>
      zql.organization_members
        .where("organization_id", id)
        .related("profile")
        .related("platformRoles")
        .orderBy("created_at", "asc"),
    ),
  },
  invitations: {
    pendingOfOrganization: organizationQuery(
      (id) =>
        zql.organization_invitations
          .where("organization_id", id)
          .where("status", "pending")
          .related("inviterMembership")
          .related("inviterPlatformRoles")
          .orderBy("created_at", "desc"),
      { need: "admin" },
    ),
  },
};
