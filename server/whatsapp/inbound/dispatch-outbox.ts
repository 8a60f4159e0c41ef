import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { ANSWER_PRIORITY_CAP } from "../../jobs/priorities.ts";

const BATCH = 1000;

/**
 * Turns the assistant's outbox into answer jobs, oldest first, in one transaction per batch
 * (a row is marked dispatched exactly when its job comes; it goes when its message is
 * answered). Concurrent dispatchers take disjoint rows. Returns how many jobs it added.
 *
 * Every organisation shares the worker's few slots, so a job's priority (lower runs first)
 * is its place in its organisation's line: the number of the front of the line (its oldest
 * question still waiting) plus the organisation's questions since. A quiet organisation's
 * question gets 0 and runs next, however long a busy one's line is; two busy organisations
 * take turns; within one organisation the numbers only grow until its line is empty, so its
 * questions keep their order and a lone burst runs as fast as before. (Chosen over a queue
 * per organisation, which answers a burst one at a time, and over counting only the
 * questions still waiting, which lets newer questions overtake the older ones.) The front's
 * number is read from its job in graphile-worker's table, as recover-crashed-jobs.ts does.
 */
export async function dispatchOutbox(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ added: number }>`
      with moved as (
        update system.assistant_outbox set dispatched = true where seq in (
          select seq from system.assistant_outbox where not dispatched order by seq limit ${BATCH} for update skip locked
        )
        returning seq, message_id, conversation_id
      ), batch as materialized (
        select mv.seq, mv.message_id, mv.conversation_id, m.organization_id, m.created_at
        from moved mv left join whatsapp_messages m on m.id = mv.message_id
      ), waiting as materialized (
        -- The outbox is the lines of all organisations: read it whole, then each message by key.
        select message_id from system.assistant_outbox
      ), oldest as (
        -- The front of each organisation's line: its oldest question still waiting.
        select distinct on (w.organization_id) w.organization_id, w.id, w.created_at
        from waiting o join whatsapp_messages w on w.id = o.message_id
        where w.organization_id in (select organization_id from batch)
        order by w.organization_id, w.created_at, w.id
      ), front as (
        -- The number its job was given (none yet: it is in this batch, and the line starts at 0).
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
    const added = Number(rows[0]?.added ?? 0);
    total += added;
    if (added < BATCH) return total;
  }
}
