import { sql } from "kysely";
import { nl } from "../../common/i18n/nl.ts";
import type { Db } from "../db/connect.ts";
import { abandonedCondition } from "./abandoned-condition.ts";
import { beginPassageRun } from "./begin-passage-run.ts";
import { LOCK_SPACE } from "./document-lock-held.ts";
import { failedStatus } from "./failed-status.ts";

/**
 * Fails a document that a run left "processing" (or queued) and no run will finish, so HR
 * sees why and can process it again: the lost run's passages go, those of its last
 * completed run stay (failedStatus). Only while no run holds its lock (taken here for the
 * transaction, so none starts meanwhile) and, with `unlessJobLeft`, no attempt of its job
 * is left (abandonedCondition). A job's last attempt that lost its lock calls it without:
 * its own job is the one still held. Returns whether it settled the document.
 */
export async function settleAbandonedDocument(
  db: Db,
  documentId: string,
  opts: { unlessJobLeft: boolean },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows: free } = await sql<{ ok: boolean }>`
      select pg_try_advisory_xact_lock(${LOCK_SPACE}, hashtext(${documentId})) as ok`.execute(trx);
    if (!free[0]?.ok) return false;
    const doc = await trx
      .selectFrom("documents")
      .select(["id", "passage_count"])
      .where("id", "=", documentId)
      .where(opts.unlessJobLeft ? abandonedCondition("documents") : sql<boolean>`processing_status = 'processing'`)
      .forUpdate()
      .executeTakeFirst();
    if (!doc) return false;
    // The passages of its last completed run stay; anything above them is the lost run's.
    const run = await beginPassageRun(trx, doc);
    await trx
      .updateTable("documents")
      .set({ ...failedStatus(nl.documents.processingInterrupted, run.kept), updated_at: new Date() })
      .where("id", "=", documentId)
      .execute();
    return true;
  });
}
