import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { abandonedCondition } from "./abandoned-condition.ts";
import { documentLockHeld } from "./document-lock-held.ts";
import { settleAbandonedDocument } from "./settle-abandoned-document.ts";

/**
 * Fails the documents left "processing" (or queued) that no run will finish: a worker that
 * died on the job's last attempt, a job removed. The worker's heartbeat calls it, right
 * after it released the jobs of crashed workers. Returns the ids it settled.
 * Chosen over a lease column on the document: the job row already says whether an attempt
 * is left and the advisory lock whether a run is on it, so nothing new has to be kept fresh.
 */
export async function settleAbandonedDocuments(db: Db, limit = 100): Promise<string[]> {
  const candidates = await db
    .selectFrom("documents as d")
    .select("d.id")
    .where(abandonedCondition("d"))
    .where(sql<boolean>`not ${documentLockHeld(sql.ref("d.id"))}`)
    .limit(limit)
    .execute();
  const settled: string[] = [];
  for (const { id } of candidates) if (await settleAbandonedDocument(db, id, { unlessJobLeft: true })) settled.push(id);
  return settled;
}
