import { sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import type { SyncChange } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { enqueueWelcomes } from "../../employees/welcome/enqueue-welcomes.ts";
import { welcomeBlocker } from "../../employees/welcome/welcome-blocker.ts";
import { endActionRun, MAX_CHANGES } from "./end-action-run.ts";
import { importProgress, inBatches } from "./import-progress.ts";
import { logActionRun } from "./log-action-run.ts";
import { planImport } from "./plan-import.ts";
import { recordImportNotes } from "./record-import-notes.ts";
import { startActionRun } from "./start-action-run.ts";

/**
 * An import run: the organisation's synced Fleks employees (not deleted; only the run's
 * `uuids` when it names some) become product employees as planImport decides, in one
 * transaction with the run's counts, so a crash leaves either everything or nothing and
 * the retried job simply plans again. A dry-run writes only its run row: the same plan,
 * plus who would get a welcome. A real import with `welcome` on (checkpoint.welcome) queues
 * the welcome for the employees it created or matched who were never welcomed.
 * Each planned platform employee keeps why it was left out (or what to fix) and is no longer
 * 'changed' (record-import-notes.ts); a run queued by a sync for Fleks's changes
 * (checkpoint.changed) plans only the imported employees that changed.
 * Progress (pages_done of pages_total: employees processed of all) moves per batch of
 * writes while the transaction is still open (import-progress.ts).
 */
export async function runFleksImport(db: Db, runId: string): Promise<void> {
  const run = await startActionRun(db, runId);
  if (!run) return;
  const only = run.checkpoint.uuids;
  const platform = await db
    .selectFrom("fleks_employees")
    .select([
      "uuid",
      "first_name",
      "last_name",
      "email",
      "phone",
      "status",
      sql<string | null>`coalesce(extra->>'employeeNumber', extra->>'employee_number')`.as("employee_number"),
    ])
    .where("organization_id", "=", run.organization_id)
    .where("deleted_at", "is", null)
    .$if(Boolean(only?.length), (q) => q.where("uuid", "in", only ?? []))
    // Queued by a sync that stored changes (migrations/0066): only the imported ones that changed.
    .$if(Boolean(run.checkpoint.changed), (q) => q.where("imported", "=", true).where("changed", "=", true))
    .execute();
  const progress = importProgress(db, runId, platform.length);
  await progress(0);
  await db.transaction().execute(async (trx) => {
    // What comes from Fleks is not pushed back to it (migrations/0029's trigger reads this).
    await sql`select set_config('app.fleks_import', 'on', true)`.execute(trx);
    // Lock the organisation's employees for this plan: a concurrent edit waits, no phone is taken twice.
    const local = await trx
      .selectFrom("employees")
      .select([
        "id",
        "first_name",
        "last_name",
        "phone_number",
        "email",
        "employee_number",
        "external_id",
        "onboarded_at",
        "is_active",
      ])
      .where("organization_id", "=", run.organization_id)
      .forUpdate()
      .execute();
    const plan = planImport(platform, local);
    // Whoever needs no write (unchanged, skipped, or everyone in a dry-run) is done once planned.
    let done = platform.length - (run.dry_run ? 0 : plan.creates.length + plan.updates.length);
    await progress(done);
    if (!run.dry_run) {
      for (const batch of inBatches(plan.creates)) {
        await trx
          .insertInto("employees")
          .values(batch.map((v) => ({ ...v, id: crypto.randomUUID(), organization_id: run.organization_id })))
          .execute();
        done += batch.length;
        await progress(done);
      }
      for (const batch of inBatches(plan.updates)) {
        for (const { id, ...values } of batch)
          await trx
            .updateTable("employees")
            .set({ ...values, updated_at: new Date() })
            .where("id", "=", id)
            .execute();
        done += batch.length;
        await progress(done);
      }
    }
    if (!run.dry_run) await recordImportNotes(trx, run.organization_id, plan.notes);
    // Welcome on import: queued in this transaction, so an import that rolls back queues none;
    // enqueueWelcomes welcomes each employee once, ever (re-imports and retries skip them).
    let welcome = run.dry_run ? plan.welcome : [];
    let welcomeNote: SyncChange[] = [];
    // A dry-run forecasts what the import would do: no welcomes when none could go out now.
    const blocker =
      run.dry_run && run.checkpoint.welcome && plan.welcome.length
        ? await welcomeBlocker(trx, run.organization_id)
        : null;
    // Why nobody is (or would be) welcomed, said once, first in the run's capped list.
    const noteOf = (reason: string): SyncChange[] => [
      { action: "skip", record: "welcome", label: nl.fleksActions.welcomesLabel, reason },
    ];
    if (blocker) {
      welcome = [];
      welcomeNote = noteOf(blocker);
    }
    if (!run.dry_run && run.checkpoint.welcome && plan.welcome.length) {
      const linked = await trx
        .selectFrom("employees")
        .select(["id", "external_id"])
        .where("organization_id", "=", run.organization_id)
        .where("external_source", "=", "fleks")
        .where(
          "external_id",
          "in",
          plan.welcome.map((w) => w.record),
        )
        .execute();
      const summary = await enqueueWelcomes(trx, {
        organizationId: run.organization_id,
        employeeIds: linked.map((e) => e.id),
        requestedBy: null,
      });
      const queued = new Set(linked.filter((e) => summary.queued.includes(e.id)).map((e) => e.external_id));
      welcome = plan.welcome.filter((w) => queued.has(w.record));
      // Nobody welcomed although some could be: say why once (e.g. no welcome template yet).
      const why = summary.skipped[0]?.reason;
      if (welcome.length === 0 && why) welcomeNote = noteOf(why);
    }
    const skipped = plan.changes.filter((c) => c.action === "skip").length;
    const counts = {
      fetched: platform.length,
      created: plan.creates.length,
      updated: plan.updates.length,
      unchanged: plan.unchanged,
      skipped,
      welcomed: welcome.length,
    };
    await logActionRun(trx, run, "fleks_employees_imported", counts);
    await endActionRun(trx, runId, {
      status: "succeeded",
      counts,
      // The reason nobody was welcomed first: on a large import the capped list cut it off.
      changes: [...welcomeNote, ...plan.changes, ...welcome].slice(0, MAX_CHANGES),
    });
  });
}
