import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A bot reply that answers with what the employee picked from the choices offered: the FAQ
// dialog suggests such questions as phrasings of the picked FAQ, as it does handed-over
// questions (the employee said themselves which FAQ they meant). Synced through Zero.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, "alter table whatsapp_messages add column picked boolean not null default false");
}
