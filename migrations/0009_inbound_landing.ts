import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Webhooks acknowledge Twilio once a message has landed here: one narrow row per message,
// no foreign keys, written in small group commits. Moving it into its conversation (upsert,
// message, outbox row) costs several times more per commit and is done afterwards, for many
// messages at once (server/whatsapp/inbound/ingest-landed.ts). A repeated delivery of a landed
// MessageSid is dropped here; one of an ingested message, when it is ingested.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table system.inbound_landing (
      seq bigint generated always as identity primary key,
      message_sid text not null unique,
      organization_id text not null,
      sender text not null,
      body text not null,
      received_at timestamptz not null default clock_timestamp()
    );
  `,
  );
}
