import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

const POLL_MS = 50;

/**
 * Waits until every insert of passages that began before now has ended, at most `maxMs`.
 * Called by a run that has just taken a document's lock: a run that lost that lock stops
 * writing once it is gone (its inserts check the lock, see insertPassages), but a batch it
 * began before may still be landing. Usually none is, and the run starts at once, where it
 * used to wait out the whole grace. Inserts of other documents are waited for too (they
 * take milliseconds); ones begun after now never count, so a busy database cannot hold it.
 */
export async function waitForEarlierWrites(db: Db, maxMs: number): Promise<void> {
  const until = Date.now() + maxMs;
  // As text: a JavaScript Date would drop the microseconds and could land before the lock.
  const { rows } = await sql<{ at: string }>`select clock_timestamp()::text as at`.execute(db);
  const since = rows[0]?.at;
  while (Date.now() < until) {
    const { rows: busy } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where state = 'active' and pid <> pg_backend_pid() and query_start < ${since}::timestamptz
        and query like 'insert into "document_passages"%'`.execute(db);
    if (!busy[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
