import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Webhooks store a message and its outbox row in one statement; a dispatcher turns outbox
// rows into jobs afterwards (server/whatsapp/inbound/dispatch-outbox.ts). Enqueueing in the webhook's
// own transaction made every webhook commit wait its turn: Postgres serialises the commits
// of transactions that NOTIFY, and graphile-worker notifies on every enqueue.
// A row stays until its message is answered: under the conversation's advisory lock a job
// answers its conversation's waiting messages oldest first (server/whatsapp/assistant/answer-in-order.ts),
// instead of named graphile queues, whose every fetch locked every queue row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table system.assistant_outbox (
      seq bigint generated always as identity primary key,
      message_id text not null unique references whatsapp_messages(id) on delete cascade,
      conversation_id text not null,
      dispatched boolean not null default false
    );

    create index assistant_outbox_waiting on system.assistant_outbox (conversation_id, seq);
    create index assistant_outbox_undispatched on system.assistant_outbox (seq) where not dispatched;

    -- Answer jobs queued before this migration find their message waiting.
    do $$ begin if to_regclass('graphile_worker._private_jobs') is not null then insert into system.assistant_outbox (message_id, conversation_id, dispatched) select m.id, m.conversation_id, true from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id join whatsapp_messages m on m.id = j.payload->>'messageId' where t.identifier = 'answer_whatsapp_message' order by j.id on conflict do nothing; end if; end $$;

    create or replace function enqueue_staff_message() returns trigger language plpgsql as
      'begin perform graphile_worker.add_job(''send_staff_message'', json_build_object(''messageId'', new.id, ''conversationId'', new.conversation_id), max_attempts := 8); return new; end';
  `,
  );
}
