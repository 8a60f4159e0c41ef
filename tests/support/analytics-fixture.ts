import { randomUUID } from "node:crypto";
import type postgres from "postgres";
import type { DailyRow } from "../../common/analytics/figures.ts";

// Conversations and messages written straight into Postgres, as the app's code paths write
// them: the analytics triggers fire exactly as they do for the webhook, the assistant and
// the inbox.

export type FixtureMessage = {
  at: string;
  direction: "inbound" | "outbound";
  bot?: boolean;
  handover?: boolean;
  body?: string;
  /** For a bot reply: the inbound message it answers (by index in the conversation's list). */
  replyTo?: number;
  explanation?: unknown;
  /** For a bot reply: the agent that wrote it (whatsapp_messages.agent_id). */
  agent?: string;
  /** An approved template (a welcome): its ContentSid, as record-welcome-sent writes it. */
  template?: string;
};

export async function conversationWith(
  sql: postgres.Sql,
  org: string,
  phone: string,
  messages: FixtureMessage[],
  opts: { isTest?: boolean } = {},
): Promise<{ id: string; messageIds: string[] }> {
  const id = randomUUID();
  await sql`insert into conversations (id, organization_id, customer_phone, is_test, created_at, last_message_at, last_inbound_at)
    values (${id}, ${org}, ${phone}, ${opts.isTest ?? false}, ${messages[0].at}, ${messages[0].at}, ${messages[0].at})`;
  const messageIds: string[] = [];
  for (const m of messages) {
    const mid = await insertMessage(sql, org, id, m, m.replyTo === undefined ? null : messageIds[m.replyTo]);
    messageIds.push(mid);
  }
  return { id, messageIds };
}

export async function insertMessage(
  sql: postgres.Sql,
  org: string,
  conversationId: string,
  m: FixtureMessage,
  replyTo: string | null = null,
): Promise<string> {
  const id = randomUUID();
  const bot = m.direction === "outbound" && (m.bot ?? true);
  await sql`insert into whatsapp_messages
      (id, organization_id, conversation_id, direction, message_body, is_from_bot, status, handover, reply_to,
       explanation, agent_id, template_sid, created_at, updated_at)
    values (${id}, ${org}, ${conversationId}, ${m.direction}, ${m.body ?? "bericht"}, ${bot && !m.template},
      ${m.direction === "inbound" ? "received" : "sent"}, ${m.handover ?? false}, ${replyTo},
      ${m.explanation ? sql.json(m.explanation as postgres.JSONValue) : null}, ${m.agent ?? null},
      ${m.template ?? null}, ${m.at}, ${m.at})`;
  return id;
}

/** A day's rollup as the trigger writes it (the shape the stat cards read). */
export type DailyCounts = DailyRow;

export async function dailyOf(sql: postgres.Sql, org: string): Promise<DailyCounts[]> {
  return sql<DailyCounts[]>`select day, conversations_started, handed_over, bot_resolved, messages_in,
      messages_out, bot_replies, first_responses
    from analytics_daily where organization_id = ${org} order by day`;
}
