import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The message an employee's message quotes (WhatsApp's "reply to" a message:
// Twilio's OriginalRepliedMessageSid). The assistant reads a follow-up with what it quotes,
// however long ago, and the inbox shows the quote. Carried from the webhook like the rest.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table system.inbound_landing add column quoted_sid text;
     alter table whatsapp_messages add column quoted_sid text`,
  );
}
