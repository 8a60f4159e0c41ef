import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Each worker's view of the model APIs (ok, failing since when, breaker open), written with
// its heartbeat: the WhatsApp replies call the models in the worker, and /api/health on any
// app server must be able to say that those calls fail. No secrets, no content.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table system.worker_heartbeats add column models jsonb not null default '{}'`);
}
