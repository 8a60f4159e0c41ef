import { defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions, organizationQuery } from "./permissions.ts";

// Analytics: the daily rollups of a range of Amsterdam days (the period and the one before
// it, at most a few hundred rows), the same per agent for one chosen agent, the agents to
// choose from, and the latest real conversations for the table.
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
    // One agent's rollups (migrations/0036_analytics_by_agent.ts), same range rules.
    agentDays: defineQuery(orgArgs.extend({ agentId: z.string().max(100), from: day, to: day }), ({ args, ctx }) =>
      applyOrganizationPermissions(
        zql.analytics_agent_daily
          .where("organization_id", args.organizationId)
          .where("agent_id", args.agentId)
          .where("day", ">=", args.from)
          .where("day", "<=", args.to)
          .orderBy("day", "asc"),
        ctx,
      ),
    ),
    // The agent choice: the live agents, and archived ones that answered in the period
    // (their figures stay readable after an admin removed them).
    agents: defineQuery(orgArgs.extend({ from: day, to: day }), ({ args, ctx }) =>
      applyOrganizationPermissions(
        zql.agents
          .where("organization_id", args.organizationId)
          .where(({ or, cmp, exists }) =>
            or(
              cmp("archived_at", "IS", null),
              exists("analyticsDays", (d) => d.where("day", ">=", args.from).where("day", "<=", args.to)),
            ),
          )
          .orderBy("created_at", "asc"),
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
