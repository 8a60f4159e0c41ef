import type postgres from "postgres";

const FIRST = ["Jan", "Sanne", "Mohammed", "Eva", "Daan", "Fatima", "Lucas", "Noor", "Bram", "Yara", "Thijs", "Lotte"];
const LAST = ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos", "Vos", "Dekker"];
const BODIES = [
  "Hoeveel vakantiedagen heb ik nog?",
  "Waar vind ik mijn loonstrookje van deze maand?",
  "Mag ik mijn dienst van zaterdag ruilen?",
  "Ik ben ziek, hoe meld ik me af?",
  "Wanneer wordt het salaris overgemaakt?",
  "Kan ik een voorschot krijgen op mijn loon?",
  "Hoe werkt de reiskostenvergoeding?",
  "Waar staat mijn rooster voor volgende week?",
  "Klopt het dat ik overuren uitbetaald krijg?",
  "Wie is mijn contactpersoon bij HR?",
];

/**
 * `conversations` conversations of one organisation, each with an employee (name from a
 * fixed list plus its number, "Jan de Vries 17") and `perConversation` messages alternating
 * employee/assistant, in bulk SQL (one statement per 2,000 conversations). Conversation i's
 * phone is `prefix` + i in 6 digits, its last message i minutes before `newest`, so i = 0 is
 * at the top of the list. Every 7th needs a person (unresolved), every 50th is a test.
 */
export async function seedInbox(
  sql: postgres.Sql,
  org: string,
  opts: { conversations: number; perConversation: number; prefix?: string; newest?: Date },
): Promise<void> {
  const prefix = opts.prefix ?? "+3160";
  const newest = (opts.newest ?? new Date()).toISOString();
  for (let from = 0; from < opts.conversations; from += 2000) {
    const to = Math.min(opts.conversations, from + 2000) - 1;
    await sql`
      with e as (
        insert into employees (id, organization_id, first_name, last_name, phone_number)
        select md5(${org} || ':e' || i)::uuid::text, ${org}, (${FIRST}::text[])[1 + i % ${FIRST.length}],
          (${LAST}::text[])[1 + (i / ${FIRST.length}) % ${LAST.length}] || ' ' || i,
          ${prefix}::text || lpad(i::text, 6, '0')
        from generate_series(${from}::int, ${to}::int) i
        returning id, phone_number
      ), numbered as (
        select e.id, e.phone_number, substr(e.phone_number, ${prefix.length + 1})::int as i from e
      )
      insert into conversations (id, organization_id, customer_phone, employee_id, handled_by, message_count,
        unresolved_count, last_message_at, last_inbound_at, is_test, created_at)
      select md5(${org} || ':c' || i)::uuid::text, ${org}, phone_number, id, 'assistant',
        ${opts.perConversation}, case when i % 7 = 3 then 1 else 0 end,
        ${newest}::timestamptz - make_interval(mins => i), ${newest}::timestamptz - make_interval(mins => i),
        i % 50 = 49, ${newest}::timestamptz - make_interval(days => 30)
      from numbered`;
    await sql`
      insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, is_from_bot,
        status, created_at)
      select md5(${org} || ':m' || i || ':' || k)::uuid::text, ${org}, md5(${org} || ':c' || i)::uuid::text,
        case when k % 2 = 0 then 'inbound' else 'outbound' end,
        case when k % 2 = 0 then (${BODIES}::text[])[1 + (i + k) % ${BODIES.length}]
          else 'Dank je voor je vraag, ik zoek het voor je uit.' end,
        k % 2 = 1, 'received',
        ${newest}::timestamptz - make_interval(mins => i) - make_interval(secs => (${opts.perConversation} - k) * 30)
      from generate_series(${from}::int, ${to}::int) i cross join generate_series(0, ${opts.perConversation - 1}::int) k`;
  }
}

/** The id seedInbox gives conversation `i` of `org`. */
export async function seededConversationId(sql: postgres.Sql, org: string, i: number): Promise<string> {
  const [row] = await sql`select md5(${org} || ':c' || ${i}::int)::uuid::text as id`;
  return row.id as string;
}
