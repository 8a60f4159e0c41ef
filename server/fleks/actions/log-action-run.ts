import type { ActivityDetails } from "../../../common/zero/activity.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { Db } from "../../db/connect.ts";

/**
 * The activity log's entry for an import or reconcile that changed something, written in
 * the run's own transaction so the log and the change land together: who asked for it (kept
 * on the run's checkpoint), the run as target (the Monitor shows its changes) and its
 * counts. Never names or numbers of the people concerned. A dry-run changes nothing and
 * is not logged.
 */
export async function logActionRun(
  trx: Db,
  run: { id: string; organization_id: string; dry_run: boolean; checkpoint: { requestedBy?: string } },
  kind: "fleks_employees_imported" | "fleks_reconciled",
  details: ActivityDetails,
): Promise<void> {
  if (run.dry_run) return;
  await recordActivity(trx, {
    organizationId: run.organization_id,
    actorUserId: run.checkpoint.requestedBy ?? null,
    kind,
    target: run.id,
    details,
  });
}
