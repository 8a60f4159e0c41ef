import { DEFAULT_MAPPINGS } from "../../../common/integrations/default-mappings.ts";
import { fleksFailureText } from "../../../common/integrations/fleks-failure-text.ts";
import type { SyncCheckpoint } from "../../../common/integrations/sync-kinds.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { createFleksClient } from "../../integrations/fleks/fleks-client.ts";
import { FleksError } from "../../integrations/fleks/fleks-error.ts";
import { checkPageSequence, PagingError } from "./check-page-sequence.ts";
import { DEFAULT_RETRY, fetchPageWithRetry, type RetryPolicy } from "./fetch-page-with-retry.ts";
import { upstreamFilters } from "./filter-records.ts";
import { finishRun } from "./finish-run.ts";
import { connectionOf } from "./load-fleks-connection.ts";
import { preparePage } from "./prepare-page.ts";
import { reconcileUpcomingShifts } from "./reconcile-upcoming-shifts.ts";
import { recordRateLimitWait } from "./record-rate-limit-wait.ts";
import { shiftKeyOf } from "./shift-key-of.ts";
import { storePage } from "./store-page.ts";
import { shiftStartFilter, syncSince } from "./sync-window.ts";
import { upcomingDaysToCheck } from "./upcoming-days-to-check.ts";

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
 * and stores each page as it comes (prepare-page.ts, store-page.ts). A run that was
 * already running resumes at its checkpoint's page and window; a finished one is left
 * alone (a job retried after it ended). A shift run then checks the coming weeks for shifts
 * deleted in Fleks (reconcile-upcoming-shifts.ts). Fleks failures, and pages that do not add
 * up (check-page-sequence.ts), end the run (failed, or rate_limited after its 429 retries,
 * 'Jobs sync failed: …') without moving the cursor; anything else is thrown, so the job is
 * retried and resumes.
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
  let storing: Promise<void> = Promise.resolve();
  try {
    const client = createFleksClient(connectionOf(target, deps.box), { timeoutMs: deps.timeoutMs, fetch: deps.fetch });
    const fetchWith = (n: number, filters: Record<string, string>, updatedAtMin: string | null) =>
      fetchPageWithRetry(
        client,
        run.object,
        { page: n, limit, updatedAtMin, filters },
        deps.retry ?? DEFAULT_RETRY,
        onWait,
      );
    const startedAt = (run.started_at ?? new Date()).getTime();
    const windowFilters = {
      ...upstreamFilters(target.filters),
      ...(run.object === "shifts" ? shiftStartFilter(startedAt) : {}),
    };
    const fetchPage = (n: number) => fetchWith(n, windowFilters, checkpoint.since ?? null);
    let next = fetchPage(page);
    let previousKeys = new Set<string>();
    let pageKeys = new Set<string>();
    // A resumed run counts from what its committed pages read.
    let fetched = page > 1 ? run.fetched : 0;
    // A full read of the shifts (no updatedAt window, no status asked of Fleks, every page
    // read here) holds every shift id from a month back on, so every one the check for
    // deleted shifts reads again: its ids are kept for it (a 100,000-shift backfill read 67
    // pages more, a fifth of its time, bench/fleks.ts).
    const keyOf = shiftKeyOf(mappings);
    const readAll =
      run.object === "shifts" &&
      page === 1 &&
      !checkpoint.since &&
      Object.keys(upstreamFilters(target.filters)).length === 0
        ? new Set<string>()
        : null;
    for (;;) {
      const result = await next;
      pageKeys = checkPageSequence({
        page,
        records: result.records,
        previousKeys: pageKeys,
        fetchedBefore: fetched,
        total: result.total,
      });
      fetched += result.records.length;
      if (readAll)
        for (const record of result.records) {
          const key = keyOf(record);
          if (key !== null) readAll.add(key);
        }
      const more = result.hasMore && result.records.length > 0;
      // The next page is read while this one is stored, so Fleks and Postgres work at the
      // same time; should storing fail, the page read ahead is dropped (and read again
      // when the run resumes).
      if (more) {
        next = fetchPage(page + 1);
        next.catch(() => {});
      }
      const prepared = preparePage({
        object: run.object,
        mappings,
        filters: target.filters,
        records: result.records,
        maxUpdatedAt,
      });
      maxUpdatedAt = prepared.maxUpdatedAt;
      // Two pages are written at once, on two connections: Postgres's inserts are the
      // sync's bottleneck and two take about half the time (bench/fleks.ts). A page that
      // shares a key with the one still being written waits for it, so the two writers
      // never wait on each other's rows while the later one waits for the earlier's commit.
      const before = storing;
      if (prepared.rows.some((r) => previousKeys.has(r.uuid))) await before;
      storing = storePage(db, prepared, {
        runId,
        organizationId: run.organization_id,
        object: run.object,
        page,
        pagesTotal: result.total === null ? null : Math.max(1, Math.ceil(result.total / limit)),
        since: checkpoint.since ?? null,
        dryRun: run.dry_run,
        after: before,
      });
      storing.catch(() => {});
      previousKeys = new Set(prepared.rows.map((r) => r.uuid));
      await before;
      if (!more) break;
      page += 1;
    }
    await storing;
    if (run.object === "shifts" && !run.dry_run)
      await reconcileUpcomingShifts({
        db,
        runId,
        organizationId: run.organization_id,
        mappings,
        fetchPage: (n, filters) => fetchWith(n, filters, null),
        now: startedAt,
        days: await upcomingDaysToCheck(db, {
          id: runId,
          organizationId: run.organization_id,
          startedAt,
          trigger: run.trigger,
        }),
        alreadyRead: readAll,
      });
  } catch (err) {
    // The page still being written settles (committed or rolled back) before the run ends.
    await storing.catch(() => {});
    if (err instanceof PagingError)
      return finishRun(
        db,
        ref,
        { status: "failed", error: `${label(run.object)} sync failed: ${err.message}` },
        { dryRun: run.dry_run },
      );
    if (!(err instanceof FleksError)) throw err;
    return finishRun(
      db,
      ref,
      {
        status: err.kind === "rate_limited" ? "rate_limited" : "failed",
        // The spec's "<Object> sync failed:" and then, in Dutch, what to check.
        error: `${label(run.object)} sync failed: ${fleksFailureText(err.kind, err.message)}`,
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
