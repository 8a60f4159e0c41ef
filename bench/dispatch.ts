// The assistant's outbox dispatch (server/whatsapp/inbound/dispatch-outbox.ts): the time to
// turn one batch of new questions (50 of a busy organisation, 50 of a quiet one) into answer
// jobs, with 0, 10,000 and 100,000 of the busy organisation's questions still waiting and
// 100,000 rows in graphile-worker's jobs table. Baseline (same run, same data): the statement
// before migration 0073 (bench/dispatch-old.ts). Everything happens in one transaction that is
// rolled back, each dispatch in a savepoint of its own, so the app's worker never sees a row.
// Also the buffers each statement touched (auto_explain, once per backlog): a figure the
// machine's load does not move. BENCH_EXPLAIN=1 prints the new statement's whole plan.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import postgres from "postgres";
import { connectDb, type Db } from "../server/db/connect.ts";
import { dispatchOutbox } from "../server/whatsapp/inbound/dispatch-outbox.ts";
import { startApp } from "../tests/support/start-app.ts";
import { dispatchOutboxBefore0071 } from "./dispatch-old.ts";
import { ms, summarize } from "./stats.ts";

const JOBS = 100_000;
const BACKLOGS = [0, 10_000, 100_000];
const PER_ORG = 50;
const ROUNDS = 12;
const rollback = new Error("rollback");

/**
 * The busy organisation's 100,000 questions (10 from each of 10,000 employees, one per
 * second, oldest first) and an answer job for each.
 */
async function seed(trx: Db, busy: string, quiet: string) {
  const quietConversation = randomUUID();
  await sql`insert into organizations (id, name) values (${busy}, 'Bench druk'), (${quiet}, 'Bench rustig')`.execute(
    trx,
  );
  await sql`insert into conversations (id, organization_id, customer_phone)
    select 'bench-c-' || i, ${busy}, '+3160' || lpad(i::text, 7, '0') from generate_series(0, ${JOBS / 10 - 1}::int) i`.execute(
    trx,
  );
  await sql`insert into conversations (id, organization_id, customer_phone) values (${quietConversation}, ${quiet}, '+31690000001')`.execute(
    trx,
  );
  for (let from = 0; from < JOBS; from += 10_000) {
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
      select 'bench-' || i, ${busy}, 'bench-c-' || (i % ${JOBS / 10}::int), 'inbound', 'Vraag', 'received',
        now() - interval '3 days' + make_interval(secs => i)
      from generate_series(${from}::int, ${from + 9_999}::int) i`.execute(trx);
    await sql`select count(*) from graphile_worker.add_jobs(array(
        select row('answer_whatsapp_message', json_build_object('messageId', 'bench-' || i, 'conversationId', 'bench-c-' || (i % ${JOBS / 10}::int)),
          null, null, 8, null, least(32766, i), null)::graphile_worker.job_spec
        from generate_series(${from}::int, ${from + 9_999}::int) i))`.execute(trx);
  }
  // The batch: the newest questions, with outbox numbers after every backlog row's.
  for (const [org, conversation] of [
    [busy, "bench-c-0"],
    [quiet, quietConversation],
  ]) {
    await sql`with m as (
        insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
        select 'bench-new-' || ${org}::text || '-' || i, ${org}, ${conversation}, 'inbound', 'Vraag', 'received',
          now() - interval '1 hour' + make_interval(secs => i)
        from generate_series(1, ${PER_ORG}::int) i returning id, conversation_id, organization_id)
      insert into system.assistant_outbox (seq, message_id, conversation_id, organization_id) overriding system value
      select 10000000 + row_number() over (order by id) + case when organization_id = ${busy} then 0 else 1000 end,
        id, conversation_id, organization_id from m`.execute(trx);
  }
  await sql`analyze whatsapp_messages`.execute(trx);
  await sql`analyze graphile_worker._private_jobs`.execute(trx);
}

/** The newest `to` of the busy organisation's questions wait (dispatched, unanswered); `from` already do. */
async function growBacklog(trx: Db, busy: string, from: number, to: number) {
  if (to <= from) return;
  await sql`insert into system.assistant_outbox (seq, message_id, conversation_id, organization_id, dispatched) overriding system value
    select i + 1, 'bench-' || i, 'bench-c-' || (i % ${JOBS / 10}::int), ${busy}, true
    from generate_series(${JOBS - to}::int, ${JOBS - from - 1}::int) i`.execute(trx);
  // What the counter holds by then: the numbers the waiting questions' jobs got go on.
  await sql`insert into system.answer_lines (organization_id, next_number) values (${busy}, ${to})
    on conflict (organization_id) do update set next_number = excluded.next_number`.execute(trx);
  await sql`analyze system.assistant_outbox`.execute(trx);
}

/** One dispatch in a savepoint that is rolled back: its time in ms and the first number each organisation got. */
async function timedDispatch(trx: Db, dispatch: (db: Db) => Promise<number>) {
  await sql`savepoint one`.execute(trx);
  const t0 = performance.now();
  const added = await dispatch(trx);
  const took = performance.now() - t0;
  const { rows } = await sql<{ busy: number; quiet: number }>`
    select min(priority) filter (where payload->>'messageId' like 'bench-new-b-%') as busy,
      min(priority) filter (where payload->>'messageId' like 'bench-new-q-%') as quiet
    from graphile_worker._private_jobs where payload->>'messageId' like 'bench-new-%'`.execute(trx);
  await sql`rollback to savepoint one`.execute(trx);
  if (added !== 2 * PER_ORG) throw new Error(`dispatched ${added} of ${2 * PER_ORG}`);
  return { took, first: rows[0] };
}

/** Postgres's own account of one dispatch (auto_explain, JSON): shared buffers touched, and the plan. */
async function explained(trx: Db, notices: string[], dispatch: (db: Db) => Promise<number>) {
  await sql`savepoint one`.execute(trx);
  await sql`load 'auto_explain'`.execute(trx);
  for (const setting of ["log_min_duration = 0", "log_analyze = on", "log_buffers = on", "log_format = json"])
    await sql.raw(`set local auto_explain.${setting}`).execute(trx);
  await sql`set local auto_explain.log_level = notice`.execute(trx);
  notices.length = 0;
  await dispatch(trx);
  await sql`rollback to savepoint one`.execute(trx);
  const text = notices.find((n) => n.includes("assistant_outbox set dispatched"));
  if (!text) return { buffers: Number.NaN, plan: `no plan among ${notices.length} notices` };
  const { Plan: top } = JSON.parse(text.slice(text.indexOf("{")));
  return { buffers: top["Shared Hit Blocks"] + top["Shared Read Blocks"], plan: JSON.stringify(top, null, 1) };
}

export async function run() {
  const app = await startApp();
  const notices: string[] = [];
  const db = connectDb(postgres(app.databaseUrl, { max: 1, onnotice: (n) => notices.push(n.message) }));
  // The prefixes tell their questions apart (see timedDispatch).
  const busy = `b-${randomUUID()}`;
  const quiet = `q-${randomUUID()}`;
  try {
    console.log(`\ndispatch (a batch of ${2 * PER_ORG} questions, 2 organisations, ${JOBS.toLocaleString("en")} jobs)`);
    await db
      .transaction()
      .execute(async (trx) => {
        const t0 = performance.now();
        await seed(trx, busy, quiet);
        console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        let had = 0;
        for (const backlog of BACKLOGS) {
          await growBacklog(trx, busy, had, backlog);
          had = backlog;
          const now: number[] = [];
          const before: number[] = [];
          const first = { now: { busy: -1, quiet: -1 }, before: { busy: -1, quiet: -1 } };
          for (let round = 0; round < ROUNDS; round++) {
            const a = await timedDispatch(trx, dispatchOutbox);
            const b = await timedDispatch(trx, (d) => dispatchOutboxBefore0071(d, 1000));
            now.push(a.took);
            before.push(b.took);
            first.now = a.first;
            first.before = b.first;
          }
          const a = summarize(now.slice(2));
          const b = summarize(before.slice(2));
          const plans = {
            now: await explained(trx, notices, dispatchOutbox),
            before: await explained(trx, notices, (d) => dispatchOutboxBefore0071(d, 1000)),
          };
          console.log(
            `  ${backlog.toLocaleString("en").padStart(7)} waiting: p50 ${ms(a.p50)} p95 ${ms(a.p95)}, ${plans.now.buffers} buffers; before 0071 p50 ${ms(b.p50)} p95 ${ms(b.p95)}, ${plans.before.buffers} buffers (before/now ${(b.p50 / a.p50).toFixed(1)}); first numbers busy ${first.now.busy} quiet ${first.now.quiet} (before 0071: ${first.before.busy}, ${first.before.quiet})`,
          );
          if (process.env.BENCH_EXPLAIN) console.log(plans.now.plan);
        }
        throw rollback;
      })
      .catch((error) => {
        if (error !== rollback) throw error;
      });
  } finally {
    await db.destroy();
    await app.stop();
  }
}
