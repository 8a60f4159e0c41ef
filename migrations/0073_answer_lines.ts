import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Each organisation's line of questions for the assistant, numbered without reading the
// backlog (server/whatsapp/inbound/dispatch-outbox.ts). Before, every dispatch read the whole
// outbox and searched graphile-worker's jobs table by payload for the front's number, so a
// batch cost grew with the backlog and with the jobs table.
// - The outbox row carries its organisation, so "is any of its questions still waiting?" is
//   one index probe. Inserters that do not give it (hand-back, tests) get it from the message.
// - system.answer_lines keeps the number the organisation's next question gets; the dispatcher
//   advances it in the same transaction as the jobs it adds, and starts again at 0 when the
//   organisation had nothing left waiting.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table system.assistant_outbox add column organization_id text;
    update system.assistant_outbox o set organization_id = m.organization_id from whatsapp_messages m where m.id = o.message_id;
    alter table system.assistant_outbox alter column organization_id set not null;
    create function system.assistant_outbox_organization() returns trigger language plpgsql as $$ begin if new.organization_id is null then new.organization_id := (select organization_id from whatsapp_messages where id = new.message_id); end if; return new; end $$;
    create trigger assistant_outbox_organization before insert on system.assistant_outbox for each row execute function system.assistant_outbox_organization();
    create index assistant_outbox_line on system.assistant_outbox (organization_id, seq);

    create table system.answer_lines (
      organization_id text primary key references organizations(id) on delete cascade,
      next_number bigint not null
    );

    -- Lines waiting now go on after the numbers their jobs already have.
    do $$ begin if to_regclass('graphile_worker._private_jobs') is not null then insert into system.answer_lines (organization_id, next_number) select o.organization_id, max(j.priority) + 1 from system.assistant_outbox o join graphile_worker._private_jobs j on j.payload->>'messageId' = o.message_id join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'answer_whatsapp_message' group by o.organization_id; end if; end $$;
  `,
  );
}
