import type postgres from "postgres";

/**
 * A conversation whose employee asked `question` a moment ago (the 24-hour window open),
 * handled by a person or by the assistant (handed over, waiting for one): its id.
 */
export async function seedWaitingConversation(
  sql: postgres.Sql,
  org: string,
  opts: { phone: string; question: string; handledBy: "human" | "assistant" },
) {
  const id = crypto.randomUUID();
  await sql`insert into conversations (id, organization_id, customer_phone, handled_by, message_count,
      unresolved_count, last_message_at, last_inbound_at)
    values (${id}, ${org}, ${opts.phone}, ${opts.handledBy}, 1, 1, now(), now())`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
    values (gen_random_uuid(), ${org}, ${id}, 'inbound', ${opts.question}, 'received')`;
  return id;
}
