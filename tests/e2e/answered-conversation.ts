import type postgres from "postgres";

/**
 * A conversation of `minutesAgo`: an employee's question and the assistant's answer 5 s
 * later, written as the webhook and the worker write them (the rollup triggers count it).
 */
export async function seedAnsweredConversation(
  sql: postgres.Sql,
  org: string,
  opts: { phone: string; question: string; answer: string; minutesAgo: number },
) {
  const conversation = crypto.randomUUID();
  const inbound = crypto.randomUUID();
  const at = new Date(Date.now() - opts.minutesAgo * 60_000);
  await sql`insert into conversations (id, organization_id, customer_phone, message_count, last_message_at,
      last_inbound_at, created_at)
    values (${conversation}, ${org}, ${opts.phone}, 2, ${at}, ${at}, ${at})`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
    values (${inbound}, ${org}, ${conversation}, 'inbound', ${opts.question}, 'received', ${at})`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status,
      is_from_bot, reply_to, created_at)
    values (${crypto.randomUUID()}, ${org}, ${conversation}, 'outbound', ${opts.answer}, 'delivered', true,
      ${inbound}, ${new Date(at.getTime() + 5_000)})`;
  return conversation;
}
