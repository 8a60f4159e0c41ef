import type { Kysely } from "kysely";
import { enqueueJob } from "../../jobs/enqueue-job.ts";

/**
 * Has the deletions recorded in system.twilio_deletions carried out at Twilio: now (in the
 * caller's transaction, so the job exists exactly when the rows do), or at `at` for the ones
 * still waiting, without pushing back a run already asked for sooner. One job for all
 * organisations (job key, one queue): asking again while one waits adds nothing.
 */
export async function requestTwilioDeletions(db: Kysely<any>, at?: Date): Promise<void> {
  await enqueueJob(db, "delete_at_twilio", {}, at ? { runAt: at, jobKeyMode: "preserve_run_at" } : {});
}
