import { DEFAULT_MAPPINGS } from "../../../common/integrations/default-mappings.ts";
import type { SyncCheckpoint } from "../../../common/integrations/sync-kinds.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { createFleksClient } from "../../integrations/fleks/fleks-client.ts";
import { FleksError } from "../../integrations/fleks/fleks-error.ts";
import { DEFAULT_RETRY, fetchPageWithRetry, type RetryPolicy } from "./fetch-page-with-retry.ts";
import { upstreamFilters } from "./filter-records.ts";
import { finishRun } from "./finish-run.ts";
import { connectionOf } from "./load-fleks-connection.ts";
import { recordRateLimitWait } from "./record-rate-limit-wait.ts";
import { syncPage } from "./sync-page.ts";
import { syncSince } from "./sync-window.ts";

export const PAGE_SIZE = 1000;
const TERMINAL = new Set(["succeeded", "partial", "failed", "rate_limited"]);
const label = (object: string) => object.charAt(0).toUpperCase() + object.slice(1);

export type SyncDeps = {
  db: Db;
  box: SecretBox;
  /** Outbound requests' fetch (private addresses refused in production); the platform's by default. */
  fetch?: typeof fetch;
  retry?: RetryPolicy;
  pageSize?: number;
  timeoutMs?: number;
};

/**
 * One sync run (integration_sync_runs row `runId`): reads the object's window page by page
 * and stores each page as it comes (sync-page.ts). A run that was already running resumes
 * at its checkpoint's page and window; a finished one is left alone (a job retried after
 * it ended). Fleks failures end the run (failed, or rate_limited after its 429 retries,
 * 'Jobs sync failed: …'); anything else is thrown, so the job is retried and resumes.
 */
export async function runFleksSync(deps: SyncDeps, runId: string): Promise<void> {
  const { db } = deps;
  const run = await db.selectFrom("integration_sync_runs").selectAll().where("id", "=", runId).executeTakeFirst();
  if (!run || TERMINAL.has(run.status)) return;
  const ref = {
    id: run.id,
    organizationId: run.organization_id,
    integrationId: run.integration_id,
    object: run.object,
  };
  const target = run.integration_id
    ? await db
        .selectFrom("integration_sync_objects as o")
        .innerJoin("external_integrations as i", "i.id", "o.integration_id")
        .select([
          "o.mappings",
          "o.filters",
          "o.cursor",
          "i.api_endpoint",
          "i.api_key_encrypted",
          "i.additional_config",
          "i.is_active",
        ])
        .where("o.integration_id", "=", run.integration_id)
        .where("o.object", "=", run.object)
        .executeTakeFirst()
    : undefined;
  if (!target?.is_active)
    return finishRun(db, ref, {
      status: "failed",
      error: `${label(run.object)} sync failed: Fleks integratie niet gevonden`,
    });

  let checkpoint: SyncCheckpoint = run.checkpoint;
  if (run.status === "queued" || checkpoint.page === undefined) {
    // A backfill from a chosen date was given its start when queued; otherwise the window follows the cursor.
    const since =
      checkpoint.since !== undefined
        ? checkpoint.since
        : syncSince({
            object: run.object,
            cursor: target.cursor,
            trigger: run.trigger,
            filters: target.filters,
            now: Date.now(),
          });
    checkpoint = { page: 1, since, maxUpdatedAt: null };
    await db
      .updateTable("integration_sync_runs")
      .set({ status: "running", started_at: new Date(), checkpoint })
      .where("id", "=", runId)
      .execute();
  }
  const mappings = target.mappings.length ? target.mappings : DEFAULT_MAPPINGS[run.object];
  const limit = Math.min(PAGE_SIZE, deps.pageSize ?? PAGE_SIZE);
  let page = checkpoint.page ?? 1;
  let maxUpdatedAt = checkpoint.maxUpdatedAt ?? null;
  const onWait = recordRateLimitWait(db, runId);
  try {
    const client = createFleksClient(connectionOf(target, deps.box), { timeoutMs: deps.timeoutMs, fetch: deps.fetch });
    for (;;) {
      const result = await fetchPageWithRetry(
        client,
        run.object,
        { page, limit, updatedAtMin: checkpoint.since ?? null, filters: upstreamFilters(target.filters) },
        deps.retry ?? DEFAULT_RETRY,
        onWait,
      );
      maxUpdatedAt = await syncPage(db, {
        runId,
        organizationId: run.organization_id,
        object: run.object,
        mappings,
        filters: target.filters,
        records: result.records,
        page,
        pagesTotal: result.total === null ? null : Math.max(1, Math.ceil(result.total / limit)),
        since: checkpoint.since ?? null,
        maxUpdatedAt,
        dryRun: run.dry_run,
      });
      if (!result.hasMore || result.records.length === 0) break;
      page += 1;
    }
  } catch (err) {
    if (!(err instanceof FleksError)) throw err;
    return finishRun(
      db,
      ref,
      {
        status: err.kind === "rate_limited" ? "rate_limited" : "failed",
        error: `${label(run.object)} sync failed: ${err.message}`,
      },
      { dryRun: run.dry_run },
    );
  }
  const { failed } = await db
    .selectFrom("integration_sync_runs")
    .select("failed")
    .where("id", "=", runId)
    .executeTakeFirstOrThrow();
  // A dry-run leaves the cursor where it was: nothing it read was stored.
  await finishRun(db, ref, { status: failed > 0 ? "partial" : "succeeded", maxUpdatedAt }, { dryRun: run.dry_run });
}
