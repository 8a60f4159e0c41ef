import { defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions, organizationQuery } from "./permissions.ts";

// Analytics: the daily rollups of a range of Amsterdam days (the period and the one before
// it, at most a few hundred rows) and the latest real conversations for the table.
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const analyticsQueries = {
  analytics: {
    days: defineQuery(orgArgs.extend({ from: day, to: day }), ({ args, ctx }) =>
      applyOrganizationPermissions(
        zql.analytics_daily
          .where("organization_id", args.organizationId)
          .where("day", ">=", args.from)
          .where("day", "<=", args.to)
          .orderBy("day", "asc"),
        ctx,
      ),
    ),
    // The spec's "latest 10": most recent message first, simulator conversations left out.
    recentConversations: organizationQuery((id) =>
      zql.conversations
        .where("organization_id", id)
        .where("is_test", false)
        .related("employee")
        .orderBy("last_message_at", "desc")
        .limit(10),
    ),
  },
};
