import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// What kinds of attachment an employee's message carried (a JSON array such as
// ["audio"]; null for text alone). The files themselves are never fetched or stored: see
// common/whatsapp/attachments.ts. The landing table carries them from the webhook to the
// message; whatsapp_messages syncs through Zero, so the inbox shows "Spraakbericht".
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table system.inbound_landing add column attachments jsonb;
     alter table whatsapp_messages add column attachments jsonb`,
  );
}
