import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// What must still be deleted at Twilio. Twilio keeps every message (its Body unredacted) and
// every inbound photo, PDF or voice note in the organisation's account until they are deleted
// through its API; deleting our rows alone leaves all of it there. A row here outlives the
// message it came from, so the deletion survives the erasure or the retention run that
// removed our copy, and a job (delete_at_twilio) works through the rows, retrying while
// Twilio is away or the message is not final yet. Only Twilio's ids are kept: no number, no text.
// - media_only: an inbound message's media go as soon as the message is recorded (we never
//   fetch them); the message itself stays at Twilio until our copy goes.
// - Triggers record the sids of every deleted message and message part, whichever way they
//   go (erasure, retention, an organisation's deletion by cascade). Only real Twilio sids
//   count: the simulator's messages never were at Twilio.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table system.twilio_deletions (
       id bigint generated always as identity primary key,
       organization_id text not null,
       message_sid text not null,
       media_only boolean not null default false,
       attempts integer not null default 0,
       not_before timestamptz not null default now(),
       created_at timestamptz not null default now(),
       unique (message_sid, media_only)
     );
     create index twilio_deletions_due_idx on system.twilio_deletions (not_before);
     create function system.remember_twilio_deletions() returns trigger language plpgsql as $$ begin insert into system.twilio_deletions (organization_id, message_sid) select organization_id, message_sid from gone where message_sid ~ '^(SM|MM)[0-9A-Fa-f]{32}$' on conflict do nothing; return null; end $$;
     create trigger whatsapp_messages_twilio_deletions after delete on whatsapp_messages
       referencing old table as gone for each statement execute function system.remember_twilio_deletions();
     create trigger whatsapp_message_parts_twilio_deletions after delete on system.whatsapp_message_parts
       referencing old table as gone for each statement execute function system.remember_twilio_deletions()`,
  );
}
