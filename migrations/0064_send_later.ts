import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A message whose moment to send is further out than a worker should wait (a busy
// organisation's line) no longer holds the worker: it waits here, and a job scheduled for its
// moment sends it (sendDeferred). `slot_at` is the moment it took from the organisation's
// clock (null for a message that only waits behind an earlier one of its conversation);
// `seq` keeps a conversation's messages in the order they were to go.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table system.send_later (
       message_id text primary key references whatsapp_messages(id) on delete cascade,
       conversation_id text not null references conversations(id) on delete cascade,
       seq bigint generated always as identity,
       slot_at timestamptz,
       may_have_sent boolean not null default false
     );
     create index send_later_conversation_idx on system.send_later (conversation_id, seq);`,
  );
}
