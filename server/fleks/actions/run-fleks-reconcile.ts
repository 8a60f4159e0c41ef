import { sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import { applyMappings } from "../../../common/integrations/apply-mappings.ts";
import { DEFAULT_MAPPINGS } from "../../../common/integrations/default-mappings.ts";
import { fleksFailureText } from "../../../common/integrations/fleks-failure-text.ts";
import { SYNCED_TABLES } from "../../../common/integrations/sync-kinds.ts";
import { keyTargetOf } from "../../../common/integrations/target-columns.ts";
import { createFleksClient } from "../../integrations/fleks/fleks-client.ts";
import { FleksError } from "../../integrations/fleks/fleks-error.ts";
import { DEFAULT_RETRY, fetchPageWithRetry } from "../sync/fetch-page-with-retry.ts";
import { connectionOf } from "../sync/load-fleks-connection.ts";
import { recordRateLimitWait } from "../sync/record-rate-limit-wait.ts";
import { PAGE_SIZE, type SyncDeps } from "../sync/run-fleks-sync.ts";
import { endActionRun, MAX_CHANGES } from "./end-action-run.ts";
import { loadSyncTarget } from "./load-sync-target.ts";
import { logActionRun } from "./log-action-run.ts";
import { startActionRun } from "./start-action-run.ts";

const t = nl.fleksActions;
/** A readable name for a stored row in the change list, per table. */
const LABEL: Record<string, string> = {
  fleks_employees: "trim(first_name || ' ' || last_name)",
  fleks_clients: "name",
  fleks_projects: "name",
  fleks_jobs: "title",
  fleks_shifts: "to_char(start_at at time zone 'Europe/Amsterdam', 'DD-MM-YYYY HH24:MI')",
};

/**
 * A reconcile run: every id of the object is pulled from Fleks (no window, no filters),
 * then compared with the stored rows. Only when the whole pull succeeded are the stored
 * rows Fleks no longer has marked deleted (deleted_at; never removed), rows that came back
 * unmarked (listed as restored, so the diff shows both directions), and product employees
 * linked to a gone Fleks employee made inactive, in one transaction. A restored row's
 * product employee stays inactive: someone may have switched it off on purpose. A failed
 * page ends the run failed with the reason and changes nothing. A dry-run lists the same
 * changes and writes only its run row.
 */
export async function runFleksReconcile(deps: SyncDeps, runId: string): Promise<void> {
  const { db } = deps;
  const run = await startActionRun(db, runId);
  if (!run) return;
  const target = await loadSyncTarget(db, run.integration_id, run.object);
  if (!target) return endActionRun(db, runId, { status: "failed", error: t.notConnected });
  const keyTarget = keyTargetOf(run.object);
  const mappings = (target.mappings.length ? target.mappings : DEFAULT_MAPPINGS[run.object]).filter(
    (m) => m.targetField === keyTarget,
  );
  const limit = Math.min(PAGE_SIZE, deps.pageSize ?? PAGE_SIZE);
  const seen = new Set<string>();
  let fetched = 0;
  try {
    const client = createFleksClient(connectionOf(target, deps.box), { timeoutMs: deps.timeoutMs, fetch: deps.fetch });
    const onWait = recordRateLimitWait(db, runId);
    for (let page = 1; ; page += 1) {
      const result = await fetchPageWithRetry(client, run.object, { page, limit }, deps.retry ?? DEFAULT_RETRY, onWait);
      fetched += result.records.length;
      for (const record of result.records) {
        const key = applyMappings(record, mappings).values[keyTarget];
        if (key !== undefined && key !== null && key !== "") seen.add(String(key));
      }
      await db
        .updateTable("integration_sync_runs")
        .set({
          pages_done: page,
          pages_total: result.total === null ? null : Math.max(1, Math.ceil(result.total / limit)),
          fetched,
        })
        .where("id", "=", runId)
        .execute();
      if (!result.hasMore || result.records.length === 0) break;
    }
  } catch (err) {
    if (!(err instanceof FleksError)) throw err;
    return endActionRun(db, runId, {
      status: err.kind === "rate_limited" ? "rate_limited" : "failed",
      error: t.pullIncomplete(fleksFailureText(err.kind, err.message)),
      counts: { fetched },
    });
  }
  const table = SYNCED_TABLES[run.object];
  await db.transaction().execute(async (trx) => {
    // Identifiers come from SYNCED_TABLES and LABEL (constants), never from input.
    const stored = await sql<{ uuid: string; label: string | null; deleted: boolean }>`
      select uuid, ${sql.raw(LABEL[table] ?? "uuid")} as label, deleted_at is not null as deleted
      from ${sql.raw(table)} where organization_id = ${run.organization_id} for update`.execute(trx);
    const gone = stored.rows.filter((r) => !r.deleted && !seen.has(r.uuid));
    const back = stored.rows.filter((r) => r.deleted && seen.has(r.uuid));
    let inactive: { id: string; label: string }[] = [];
    if (run.object === "employees" && gone.length) {
      const linked = await trx
        .selectFrom("employees")
        .select(["id", sql<string>`trim(first_name || ' ' || last_name)`.as("label")])
        .where("organization_id", "=", run.organization_id)
        .where("external_source", "=", "fleks")
        .where(
          "external_id",
          "in",
          gone.map((g) => g.uuid),
        )
        .where("is_active", "=", true)
        .execute();
      inactive = linked;
    }
    if (!run.dry_run) {
      if (gone.length)
        await sql`update ${sql.raw(table)} set deleted_at = now()
          where organization_id = ${run.organization_id} and uuid = any(${gone.map((g) => g.uuid)})`.execute(trx);
      if (back.length)
        await sql`update ${sql.raw(table)} set deleted_at = null
          where organization_id = ${run.organization_id} and uuid = any(${back.map((b) => b.uuid)})`.execute(trx);
      if (inactive.length)
        await trx
          .updateTable("employees")
          .set({ is_active: false, updated_at: new Date() })
          .where(
            "id",
            "in",
            inactive.map((e) => e.id),
          )
          .execute();
    }
    await logActionRun(trx, run, "fleks_reconciled", {
      object: run.object,
      fetched,
      marked_deleted: gone.length,
      restored: back.length,
      employees_deactivated: inactive.length,
    });
    await endActionRun(trx, runId, {
      status: "succeeded",
      // A restored row is an update of its deleted mark: counted as updated, listed as restored.
      counts: {
        fetched,
        deactivated: gone.length,
        updated: back.length,
        unchanged: stored.rows.length - gone.length - back.length,
      },
      changes: [
        ...gone.map((g) => ({ action: "deactivate" as const, record: g.uuid, label: g.label ?? undefined })),
        ...inactive.map((e) => ({ action: "deactivate" as const, record: `employee:${e.id}`, label: e.label })),
        ...back.map((b) => ({ action: "restore" as const, record: b.uuid, label: b.label ?? undefined })),
      ].slice(0, MAX_CHANGES),
    });
  });
}
