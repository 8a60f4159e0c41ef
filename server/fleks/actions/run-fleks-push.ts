import { nl } from "../../../common/i18n/nl.ts";
import { fleksFailureText } from "../../../common/integrations/fleks-failure-text.ts";
import type { SyncChange } from "../../../common/integrations/sync-kinds.ts";
import { createFleksClient, type FleksRecord } from "../../integrations/fleks/fleks-client.ts";
import { FleksError } from "../../integrations/fleks/fleks-error.ts";
import { connectionOf } from "../sync/load-fleks-connection.ts";
import type { SyncDeps } from "../sync/run-fleks-sync.ts";
import { endActionRun } from "./end-action-run.ts";
import { loadSyncTarget } from "./load-sync-target.ts";
import { startActionRun } from "./start-action-run.ts";

const t = nl.fleksActions;

/** What goes back to Fleks for one local record: its Fleks id, the fields, when it changed here. */
type Outgoing = { id: string; label?: string; body: FleksRecord; changedAt: Date };

/** The local record a push run names (checkpoint.record): an employee's contact details, or a shift's status. */
async function outgoing(
  deps: SyncDeps,
  run: { organization_id: string; object: string; checkpoint: { record?: string; changedAt?: string } },
): Promise<Outgoing | null> {
  const record = run.checkpoint.record ?? "";
  if (run.object === "employees") {
    const e = await deps.db
      .selectFrom("employees")
      .selectAll()
      .where("organization_id", "=", run.organization_id)
      .where("id", "=", record)
      .executeTakeFirst();
    if (!e?.external_id || e.external_source !== "fleks") return null;
    return {
      id: e.external_id,
      label: `${e.first_name} ${e.last_name}`.trim(),
      body: { firstName: e.first_name, lastName: e.last_name, email: e.email, phoneNumber: e.phone_number },
      changedAt: e.updated_at,
    };
  }
  if (run.object === "shifts") {
    const s = await deps.db
      .selectFrom("fleks_shifts")
      .select(["uuid", "status", "synced_at"])
      .where("organization_id", "=", run.organization_id)
      .where("uuid", "=", record)
      .executeTakeFirst();
    if (!s) return null;
    return {
      id: s.uuid,
      body: { status: s.status },
      changedAt: run.checkpoint.changedAt ? new Date(run.checkpoint.changedAt) : s.synced_at,
    };
  }
  return null;
}

/**
 * A push run (kind 'push', trigger 'change'): one local change goes back to Fleks by PUT
 * on the record's id, for objects set to Push or Bi-directional. Last writer wins on
 * updatedAt: the remote record is read first, and when Fleks changed it after the local
 * change, it is not overwritten (skipped, with the reason). A dry-run reads and decides
 * but does not PUT.
 */
export async function runFleksPush(deps: SyncDeps, runId: string): Promise<void> {
  const run = await startActionRun(deps.db, runId);
  if (!run) return;
  const target = await loadSyncTarget(deps.db, run.integration_id, run.object);
  if (!target) return endActionRun(deps.db, runId, { status: "failed", error: t.notConnected });
  const local = await outgoing(deps, run);
  const skip = (record: string, reason: string, label?: string): SyncChange => ({
    action: "skip",
    record,
    label,
    reason,
  });
  if (!local || target.direction === "pull")
    return endActionRun(deps.db, runId, {
      status: "succeeded",
      counts: { skipped: 1 },
      changes: [skip(run.checkpoint.record ?? "", t.notLinked)],
    });
  try {
    const client = createFleksClient(connectionOf(target, deps.box), { timeoutMs: deps.timeoutMs, fetch: deps.fetch });
    const remote = await client.get(run.object, local.id);
    const remoteAt = typeof remote?.updatedAt === "string" ? Date.parse(remote.updatedAt) : Number.NaN;
    if (!remote)
      return endActionRun(deps.db, runId, {
        status: "succeeded",
        counts: { fetched: 0, skipped: 1 },
        changes: [skip(local.id, t.notLinked, local.label)],
      });
    if (remoteAt > local.changedAt.getTime())
      return endActionRun(deps.db, runId, {
        status: "succeeded",
        counts: { fetched: 1, skipped: 1 },
        changes: [skip(local.id, t.remoteNewer, local.label)],
      });
    if (!run.dry_run) await client.put(run.object, local.id, local.body);
    await endActionRun(deps.db, runId, {
      status: "succeeded",
      counts: { fetched: 1, updated: 1 },
      changes: [{ action: "push", record: local.id, label: local.label }],
    });
  } catch (err) {
    if (!(err instanceof FleksError)) throw err;
    await endActionRun(deps.db, runId, {
      status: err.kind === "rate_limited" ? "rate_limited" : "failed",
      error: fleksFailureText(err.kind, err.message),
    });
  }
}
