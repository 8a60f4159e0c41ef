// Analytics at 100,000 messages: what the rollup triggers cost when messages are written
// (baseline: the same insert with the trigger disabled, in the same run), and how fast the
// page's reads are on that history (the synced daily rows, the details route).
import postgres from "postgres";
import { startApp } from "../tests/support/start-app.ts";
import { signUpUser } from "../tests/support/zero-client.ts";
import { ms, summarize } from "./stats.ts";

const CONVERSATIONS = 10_000;
const PAIRS = 5; // per conversation: an employee message and a reply, 100,000 messages in all
const DAYS = 90;

/** 10,000 conversations and their messages over 90 days, oldest first, in one statement per 1,000 conversations. */
async function seed(sql: postgres.Sql, org: string, phonePrefix: string): Promise<number> {
  const started = performance.now();
  for (let from = 0; from < CONVERSATIONS; from += 1000) {
    await sql`
      with c as (
        insert into conversations (id, organization_id, customer_phone, created_at)
        select gen_random_uuid()::text, ${org}::text, ${phonePrefix}::text || lpad(i::text, 6, '0'),
          now() - make_interval(days => ${DAYS}::int) + make_interval(secs => i * ${(DAYS * 86400) / CONVERSATIONS}::float8)
        from generate_series(${from}::int, ${from + 999}::int) i
        returning id, organization_id, created_at
      ), m as (
        select c.id as conversation_id, c.organization_id, k, c.created_at + make_interval(mins => k * 37) as at
        from c cross join generate_series(0, ${PAIRS - 1}::int) k
      )
      insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, is_from_bot,
        status, handover, created_at)
      select gen_random_uuid()::text, organization_id, conversation_id, d.direction,
        (array['Hoeveel vakantiedagen heb ik?', 'Waar vind ik mijn loonstrookje?', 'Mag ik mijn dienst ruilen?',
          'Hoe meld ik me ziek?', 'Wanneer krijg ik salaris?', 'Mag mijn hond mee naar kantoor?'])[1 + abs(hashtext(conversation_id)) % 6],
        d.direction = 'outbound', 'received', d.direction = 'outbound' and k = 2 and random() < 0.3,
        at + make_interval(secs => case d.direction when 'inbound' then 0 else 5 + (random() * 60)::int end)
      from m cross join (values ('inbound'), ('outbound')) d(direction)
      order by 9`;
  }
  return performance.now() - started;
}

/** A reply that offered choices, as the assistant explains it. */
const OFFERED = {
  parts: [
    {
      question: "Mag mijn hond mee naar kantoor?",
      outcome: "handover",
      confidence: 0.4,
      chosen: null,
      runnerUp: null,
      matched: [],
      missing: [],
      offered: [{ kind: "faq", id: "f1", label: "Huisdieren op het werk" }],
    },
  ],
};

/**
 * A fifth of the other replies offered choices (about the share the evaluation sees); then
 * links each hand-over and offer to its question (reply_to), as the assistant stores them.
 */
async function linkReplies(sql: postgres.Sql, org: string) {
  await sql`update whatsapp_messages set explanation = ${sql.json(OFFERED)}
    where organization_id = ${org} and is_from_bot and not handover and random() < 0.2`;
  await sql`update whatsapp_messages r set reply_to = (
      select m.id from whatsapp_messages m where m.conversation_id = r.conversation_id and m.direction = 'inbound'
        and m.created_at <= r.created_at order by m.created_at desc limit 1)
    where r.organization_id = ${org} and (r.handover or r.explanation is not null)`;
}

export async function run() {
  const app = await startApp();
  const sql = postgres(app.databaseUrl, { max: 4, onnotice: () => {} });
  try {
    const user = await signUpUser(app.url, "bench-analytics@voorbeeld.nl", "Bench");
    const other = await signUpUser(app.url, "bench-analytics-baseline@voorbeeld.nl", "Baseline");
    const orgOf = async (userId: string) =>
      (await sql`select organization_id from organization_members where user_id = ${userId}`)[0]
        .organization_id as string;
    const org = await orgOf(user.userId);
    const baselineOrg = await orgOf(other.userId);
    const messages = CONVERSATIONS * PAIRS * 2;
    console.log(
      `\nanalytics (${CONVERSATIONS.toLocaleString("en")} conversations, ${messages.toLocaleString("en")} messages over ${DAYS} days)`,
    );

    await sql`alter table whatsapp_messages disable trigger whatsapp_messages_analytics`;
    const bare = await seed(sql, baselineOrg, "+3161");
    await sql`alter table whatsapp_messages enable trigger whatsapp_messages_analytics`;
    const rolled = await seed(sql, org, "+3162");
    await linkReplies(sql, org);
    console.log(
      `  writing: ${ms(rolled / messages)} per message with the rollup triggers, ${ms(bare / messages)} without (ratio ${(rolled / bare).toFixed(2)})`,
    );
    const [counts] = await sql`select count(*)::int as days, sum(conversations_started)::int as started,
        sum(messages_in + messages_out)::int as messages from analytics_daily where organization_id = ${org}`;
    const [replies] = await sql`select count(*) filter (where handover)::int as handovers,
        count(*) filter (where explanation is not null)::int as offers
      from whatsapp_messages where organization_id = ${org}`;
    console.log(
      `  rollups: ${counts.days} daily rows, ${counts.started} gesprekken, ${counts.messages} messages counted; ${replies.handovers} handed-over questions, ${replies.offers} with choices offered`,
    );

    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const timed = async (fn: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 30; i++) {
        const t0 = performance.now();
        await fn();
        samples.push(performance.now() - t0);
      }
      return summarize(samples.slice(5));
    };
    const daily = await timed(
      () => sql`select * from analytics_daily where organization_id = ${org} and day >= ${from} and day <= ${today}`,
    );
    const details = await timed(async () => {
      const res = await fetch(`${app.url}/api/analytics/details?from=${from}&to=${today}`, {
        headers: { cookie: user.cookie, "x-organization-id": org },
      });
      if (!res.ok) throw new Error(`details ${res.status}`);
      await res.json();
    });
    console.log(
      `  the period's daily rows (what Zero syncs, ${DAYS * 2} days at most): p50 ${ms(daily.p50)} p95 ${ms(daily.p95)}`,
    );
    console.log(
      `  GET /api/analytics/details for ${DAYS} days (median + grouped questions): p50 ${ms(details.p50)} p95 ${ms(details.p95)}`,
    );
  } finally {
    await sql.end();
    await app.stop();
  }
}
