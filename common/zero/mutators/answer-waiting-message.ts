import type { Tx } from "../authorize.ts";

/**
 * On hand-back, the employee's last message, if it came after anything sent to them and
 * nobody answered it, goes back in the assistant's outbox with its answer job: the same row
 * and job an inbound message gets (server/whatsapp/inbound), so the assistant answers it as it
 * would have on arrival. While staff had the conversation it left the outbox unanswered
 * (pass-to-staff.ts), and was lost on hand-back. A message already in the outbox (its job
 * still to run) is left alone, so a second hand-back adds no second answer; once answered,
 * the reply is sent after it and it no longer counts as waiting. Only on the server, in the
 * hand-back's own transaction; the caller checks WhatsApp's 24-hour window first.
 */
export async function answerWaitingMessage(tx: Tx, conversationId: string): Promise<void> {
  if (tx.location !== "server") return;
  await tx.dbTransaction.query(
    `with waiting as (
       select m.id, m.conversation_id from whatsapp_messages m
       where m.conversation_id = $1 and m.direction = 'inbound'
         and not exists (
           select 1 from whatsapp_messages o
           where o.conversation_id = m.conversation_id and o.direction = 'outbound' and o.created_at >= m.created_at)
       order by m.created_at desc, m.id desc limit 1
     ), queued as (
       insert into system.assistant_outbox (message_id, conversation_id, dispatched)
       select id, conversation_id, true from waiting
       on conflict (message_id) do nothing
       returning message_id, conversation_id
     )
     select graphile_worker.add_job('answer_whatsapp_message',
       json_build_object('messageId', message_id, 'conversationId', conversation_id), max_attempts := 8)
     from queued`,
    [conversationId],
  );
}
