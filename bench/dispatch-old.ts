import { sql } from "kysely";
import type { Db } from "../server/db/connect.ts";
import { ANSWER_PRIORITY_CAP } from "../server/jobs/priorities.ts";

/**
 * The dispatch statement before migration 0073, kept only as the dispatch bench's baseline:
 * it read the whole outbox and searched graphile-worker's jobs by payload for the number of
 * each organisation's front, so its cost grew with the backlog and the jobs table.
 */
export async function dispatchOutboxBefore0071(db: Db, batch: number): Promise<number> {
  const { rows } = await sql<{ added: number }>`
    with moved as (
      update system.assistant_outbox set dispatched = true where seq in (
        select seq from system.assistant_outbox where not dispatched order by seq limit ${batch} for update skip locked
      )
      returning seq, message_id, conversation_id
    ), batch as materialized (
      select mv.seq, mv.message_id, mv.conversation_id, m.organization_id, m.created_at
      from moved mv left join whatsapp_messages m on m.id = mv.message_id
    ), waiting as materialized (
      select message_id from system.assistant_outbox
    ), oldest as (
      select distinct on (w.organization_id) w.organization_id, w.id, w.created_at
      from waiting o join whatsapp_messages w on w.id = o.message_id
      where w.organization_id in (select organization_id from batch)
      order by w.organization_id, w.created_at, w.id
    ), front as (
      select f.organization_id, f.created_at, coalesce(max(j.priority), 0) as number
      from oldest f left join graphile_worker._private_jobs j on j.payload->>'messageId' = f.id
        and j.task_id = (select id from graphile_worker._private_tasks where identifier = 'answer_whatsapp_message')
      group by f.organization_id, f.created_at
    ), ahead as (
      select f.organization_id, f.number + (
        select count(*) from whatsapp_messages w
        where w.organization_id = f.organization_id and w.direction = 'inbound' and w.created_at >= f.created_at
          and w.created_at < (select min(created_at) from batch where organization_id = f.organization_id)
      ) as n
      from front f
    ), specs as (
      select array(
        select row('answer_whatsapp_message', json_build_object('messageId', b.message_id, 'conversationId', b.conversation_id),
          null, null, 8, null,
          least(${ANSWER_PRIORITY_CAP}, coalesce(a.n, 0) + row_number() over (partition by b.organization_id order by b.seq) - 1),
          null)::graphile_worker.job_spec
        from batch b left join ahead a on a.organization_id = b.organization_id
        order by b.seq
      ) as specs
    )
    select cardinality(specs) as added, (select count(*) from graphile_worker.add_jobs(specs)) as jobs
    from specs where cardinality(specs) > 0`.execute(db);
  return Number(rows[0]?.added ?? 0);
}
