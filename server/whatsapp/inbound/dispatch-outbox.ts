import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

const BATCH = 1000;

/**
 * Turns the assistant's outbox into answer jobs, oldest first, in one transaction per batch
 * (a row is marked dispatched exactly when its job comes; it goes when its message is
 * answered). Concurrent dispatchers take disjoint rows. Returns how many jobs it added.
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
      ), specs as (
        select array(
          select row('answer_whatsapp_message', json_build_object('messageId', message_id, 'conversationId', conversation_id),
            null, null, 8, null, null, null)::graphile_worker.job_spec
          from moved order by seq
        ) as specs
      )
      select cardinality(specs) as added, (select count(*) from graphile_worker.add_jobs(specs)) as jobs
      from specs where cardinality(specs) > 0`.execute(db);
    const added = Number(rows[0]?.added ?? 0);
    total += added;
    if (added < BATCH) return total;
  }
}
