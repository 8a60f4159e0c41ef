import { defineQuery, type Query } from "@rocicorp/zero";
import type { Schema, ZeroContext } from "../../../zero-schema.ts";
import { can, memberRolesWith, type Permission } from "../roles.ts";
import { orgArgs } from "./args.ts";

// The organisation boundary for every organisation-scoped query, in one place. Deny = empty
// result (no user id is ever "", so an anonymous context matches nothing).

/** The tables with a `members` relationship: the organisation's memberships. */
export type OrganizationScopedTable = {
  [T in keyof Schema["relationships"] & string]: "members" extends keyof Schema["relationships"][T] ? T : never;
}[keyof Schema["relationships"] & string];

type Options = {
  /** What the caller needs in the organisation; "member" unless the rows are admin-only. */
  need?: Permission;
  /** Whether a platform role sees every organisation's rows (a synthetic membership). */
  platformSees?: boolean;
};

export function denyAll<T extends keyof Schema["tables"] & string, R>(q: Query<T, Schema, R>): Query<T, Schema, R> {
  return q.where(({ or }) => or());
}

/** `q` restricted to the organisations in which the caller holds `need` (like zbugs' applyIssuePermissions). */
export function applyOrganizationPermissions<T extends OrganizationScopedTable, R>(
  q: Query<T, Schema, R>,
  ctx: ZeroContext | undefined,
  { need = "member", platformSees = true }: Options = {},
): Query<T, Schema, R> {
  if (!ctx) return denyAll(q);
  if (platformSees && can(ctx.platformRole, need)) return q;
  const userID = ctx.userID;
  // Every table in OrganizationScopedTable has the same `members` relationship; ZQL's
  // types cannot see that through the generic, so the check is written for one of them.
  const scoped = q as unknown as Query<"faqs", Schema, R>;
  const restricted = scoped.whereExists("members", (m) =>
    need === "member"
      ? m.where("user_id", userID)
      : m.where("user_id", userID).where("role", "IN", memberRolesWith(need)),
  );
  return restricted as unknown as Query<T, Schema, R>;
}

/** A query of one organisation's rows: `build` picks and orders them, the boundary is applied here. */
export const organizationQuery = <T extends OrganizationScopedTable, R>(
  build: (organizationId: string) => Query<T, Schema, R>,
  options?: Options,
) => defineQuery(orgArgs, ({ args, ctx }) => applyOrganizationPermissions(build(args.organizationId), ctx, options));
