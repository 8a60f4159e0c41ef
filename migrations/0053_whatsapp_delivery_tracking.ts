import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A reply longer than one WhatsApp message goes out in parts, each a Twilio message with its
// own sid and its own status callbacks. Every part is recorded here as soon as Twilio
// accepts it, so a status callback for any part finds its message (a failed first part is
// no longer hidden behind a delivered last one), and a job retried after a crash knows
// which parts went out. Server-only: the inbox shows the message's combined status.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table system.whatsapp_message_parts (
       message_sid text primary key,
       message_id text not null references whatsapp_messages(id) on delete cascade,
       organization_id text not null references organizations(id) on delete cascade,
       part integer not null check (part >= 1),
       status text not null default 'queued',
       error_code text,
       unique (message_id, part)
     )`,
  );
}
