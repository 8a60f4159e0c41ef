import { defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { FLEKS_PROVIDER } from "../../integrations/sync-kinds.ts";
import { orgArgs } from "./args.ts";
import { applyOrganizationPermissions, organizationQuery } from "./permissions.ts";

// The Fleks page: the organisation's one Fleks integration, its per-object sync settings, its
// runs and their hourly counts. Every member sees them (status is for everyone; changing is
// for admins). Runs are ordered newest first with the id as tie-breaker, so a run's
// (created_at, id) is a place in the list that 'Meer laden' pages back from.

/** Runs per page of the Monitor's table. */
export const RUN_PAGE = 50;
/** The longest summary period, 30 days, in hours: the most hourly rows one query holds. */
export const MAX_RUN_HOURS = 31 * 24;
const runKey = z.object({ createdAt: z.number(), id: z.string().max(100) });
export type RunKey = z.infer<typeof runKey>;

const runsOf = (organizationId: string) =>
  zql.integration_sync_runs
    .where("organization_id", organizationId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");

export const fleksQueries = {
  fleks: {
    integration: organizationQuery((id) =>
      zql.external_integrations
        .where("organization_id", id)
        .where("provider", FLEKS_PROVIDER)
        .where("integration_type", "staffing")
        .limit(1),
    ),
    syncObjects: organizationQuery((id) =>
      zql.integration_sync_objects.where("organization_id", id).orderBy("created_at", "asc"),
    ),
    // The newest runs: last-run badges, the Sync and Actions tabs, the Monitor's first page.
    syncRuns: organizationQuery((id) => runsOf(id).limit(RUN_PAGE)),
    // The Monitor's summary over a period: the hourly counts from `since` (an hour's start) on.
    runHours: defineQuery(orgArgs.extend({ since: z.number() }), ({ args, ctx }) =>
      applyOrganizationPermissions(
        zql.integration_sync_run_hours
          .where("organization_id", args.organizationId)
          .where("hour", ">=", args.since)
          .orderBy("hour", "desc")
          .limit(MAX_RUN_HOURS),
        ctx,
      ),
    ),
    // One older page: the runs after `before` in the list.
    runsBefore: defineQuery(orgArgs.extend({ before: runKey }), ({ args, ctx }) =>
      applyOrganizationPermissions(
        runsOf(args.organizationId)
          .where(({ and, cmp, or }) =>
            or(
              cmp("created_at", "<", args.before.createdAt),
              and(cmp("created_at", "=", args.before.createdAt), cmp("id", "<", args.before.id)),
            ),
          )
          .limit(RUN_PAGE),
        ctx,
      ),
    ),
    // Once the user pages back, the first page is every run from `from` (its last row) up, so
    // runs that start meanwhile push nothing out of view and no run falls between two pages.
    runsFrom: defineQuery(orgArgs.extend({ from: runKey }), ({ args, ctx }) =>
      applyOrganizationPermissions(
        runsOf(args.organizationId)
          .where(({ and, cmp, or }) =>
            or(
              cmp("created_at", ">", args.from.createdAt),
              and(cmp("created_at", "=", args.from.createdAt), cmp("id", ">=", args.from.id)),
            ),
          )
          .limit(20 * RUN_PAGE),
        ctx,
      ),
    ),
  },
};
