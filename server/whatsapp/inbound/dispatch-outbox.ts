import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { ANSWER_PRIORITY_CAP } from "../../jobs/priorities.ts";
import { foldOutboxWaiting } from "./fold-outbox-waiting.ts";

const BATCH = 1000;

/**
 * Turns the assistant's outbox into answer jobs, oldest first, in one transaction per batch
 * (a row is marked dispatched exactly when its job comes; it goes when its message is
 * answered). Concurrent dispatchers take disjoint rows. Returns how many jobs it added.
 *
 * Every organisation shares the worker's few slots, so a job's priority (lower runs first)
 * is its place in its organisation's line. A quiet organisation's question gets 0 and runs
 * next, however long a busy one's line is; two busy organisations take turns; within one
 * organisation the numbers only grow until its line is empty, so its questions keep their
 * order and a lone burst runs as fast as before. (Chosen over a queue per organisation, which
 * answers a burst one at a time, and over counting only the questions still waiting, which
 * lets newer questions overtake the older ones.)
 *
 * The numbering costs the same whatever the backlog: a counter per organisation
 * (system.answer_lines, migrations/0073) gives the next number, and a count kept by
 * triggers on the outbox (system.outbox_waiting and the changes not yet folded into it,
 * migrations/0076; folded first, by foldOutboxWaiting) how many of its questions the
 * outbox holds; if those are only this batch's, its line had emptied and starts again at
 * 0. Both are read by index, so the cost does not depend on the planner's statistics
 * (an index probe of the outbox for the organisation's oldest row could be planned as a walk
 * of a busy organisation's rows). The count is of rows in the outbox, not of jobs, so it
 * cannot drift when a job dies and is retried, when a message is deleted, or when staff take
 * a question over. A concurrent dispatcher's rows count as waiting too, and the line
 * counter's row lock makes the later batch number on after them. Rows newer than the batch
 * (it was full) also count: that line goes on numbering instead of starting at 0, which
 * keeps its order all the same.
 */
export async function dispatchOutbox(db: Db): Promise<number> {
  await foldOutboxWaiting(db);
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ added: number }>`
      with moved as (
        -- An array, not "in (select …)": that was planned as a scan of the whole outbox joined
        -- to the batch once the outbox looked small next to a batch's 1000 rows.
        update system.assistant_outbox set dispatched = true where seq = any(array(
          select seq from system.assistant_outbox where not dispatched order by seq limit ${BATCH} for update skip locked
        ))
        returning seq, message_id, conversation_id, organization_id
      ), batch as materialized (
        select *, row_number() over (partition by organization_id order by seq) - 1 as place from moved
      ), orgs as materialized (
        -- The organisation's line had emptied when the outbox holds no question of it but this
        -- batch's: its count of waiting rows (folded, plus the triggers' changes since), a few
        -- rows by index, whatever the planner thinks of the outbox.
        select b.organization_id, count(*) as n, coalesce((
          select w.waiting from system.outbox_waiting w where w.organization_id = b.organization_id
        ), 0) + coalesce((
          select sum(c.n) from system.outbox_waiting_changes c where c.organization_id = b.organization_id
        ), 0) <= count(*) as emptied
        from batch b group by b.organization_id
      ), line as (
        insert into system.answer_lines as l (organization_id, next_number)
        select organization_id, n from orgs order by organization_id
        on conflict (organization_id) do update set next_number = excluded.next_number + case
          when (select emptied from orgs where orgs.organization_id = l.organization_id) then 0 else l.next_number end
        returning organization_id, next_number
      ), specs as materialized (
        select array(
          select row('answer_whatsapp_message', json_build_object('messageId', b.message_id, 'conversationId', b.conversation_id),
            null, null, 8, null, least(${ANSWER_PRIORITY_CAP}, l.next_number - o.n + b.place), null)::graphile_worker.job_spec
          from batch b join orgs o using (organization_id) join line l using (organization_id)
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
