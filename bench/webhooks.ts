// Twilio webhooks under load: signed inbound messages from a second process on loopback,
// through the real webhook (signature check, idempotent store, conversation upsert, outbox
// row, dispatch) and the assistant job (retrieval, reply via the twilio SDK to a fake Twilio).
// Baseline (same run): a bare Hono endpoint with one durable INSERT per request. Also the
// spool's drain rate after an outage (bench/spool-drain.ts), one at a time and now.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { findFreePorts } from "../server/runtime/free-port.ts";
import { startFakeTwilio } from "../tests/fakes/twilio/fake-twilio-server.ts";
import { startApp } from "../tests/support/start-app.ts";
import { signUpUser } from "../tests/support/zero-client.ts";
import { spoolDrainRate } from "./spool-drain.ts";
import { ms, summarize } from "./stats.ts";
import type { LoadTarget } from "./webhook-load.ts";

type LoadResult = {
  elapsed: number;
  skipped: number;
  samples: Array<{ phone: string; sentAt: number; ackMs: number; status: number; retry: boolean; warmup: boolean }>;
};

/** Organisations the load is spread over: at 70–95 answers a second the worker, not their pace, bounds the drain. */
const ORGANISATIONS = 16;
/** The drain ends when no reply has come for this long (`BENCH_DRAIN_IDLE_S`, 15 s by default). */
const DRAIN_IDLE_MS = Number(process.env.BENCH_DRAIN_IDLE_S ?? 15) * 1000;

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

function load(targets: LoadTarget[], rate: number, seconds: number, prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), "bench-load-"));
  const outFile = join(dir, "samples.json");
  const targetsFile = join(dir, "targets.json");
  writeFileSync(targetsFile, JSON.stringify(targets));
  return new Promise<LoadResult>((resolve, reject) => {
    const args = [here("./webhook-load.ts"), targetsFile, String(rate), String(seconds), prefix, outFile];
    const child = spawn(process.execPath, args, { stdio: ["ignore", "inherit", "inherit"] });
    child.on("exit", (code) => {
      try {
        if (code !== 0) throw new Error(`load exited ${code}`);
        resolve(JSON.parse(readFileSync(outFile, "utf8")) as LoadResult);
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

function report(label: string, r: LoadResult) {
  const ok = r.samples.filter((s) => s.status === 200 && !s.warmup);
  const ack = summarize(ok.map((s) => s.ackMs));
  const rate = ok.length / r.elapsed;
  console.log(
    `  ${label}: ${rate.toFixed(0)} req/s achieved after a 3 s warm-up (${ok.length} ok, ${r.samples.filter((s) => s.status !== 200).length} failed, ${r.skipped} not sent: over 512 connections and 2,000 waiting), ack p50 ${ms(ack.p50)} p99 ${ms(ack.p99)}`,
  );
  return rate;
}

export async function run() {
  const twilio = await startFakeTwilio();
  const app = await startApp({ env: { TWILIO_API_BASE_URL: twilio.baseUrl }, logFile: process.env.BENCH_APP_LOG });
  const sql = postgres(app.databaseUrl, { max: 4, onnotice: () => {} });
  const bare = { stop: () => {} };
  try {
    // An organisation with WhatsApp connected and one FAQ: its webhook, as Twilio calls it.
    const organisation = async (i: number): Promise<LoadTarget & { org: string }> => {
      const user = await signUpUser(app.url, `bench-webhooks-${i}@voorbeeld.nl`, "Bench");
      const [{ organization_id: org }] =
        await sql`select organization_id from organization_members where user_id = ${user.userId}`;
      const account = twilio.createAccount();
      const to = `+3197010${String(i).padStart(6, "0")}`;
      const connected = await fetch(`${app.url}/api/twilio/credentials`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: app.url, "x-organization-id": org, "content-type": "application/json" },
        body: JSON.stringify({ account_sid: account.accountSid, auth_token: account.authToken, whatsapp_sender: to }),
      });
      if (!connected.ok) throw new Error(`connecting WhatsApp: ${connected.status} ${await connected.text()}`);
      await sql`insert into faqs (id, organization_id, question, answer) values
        (gen_random_uuid(), ${org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Bij een fulltime contract heb je 25 vakantiedagen per jaar.')`;
      return {
        org,
        url: `${app.url}/api/webhooks/twilio/${org}`,
        token: account.authToken,
        accountSid: account.accountSid,
        to,
      };
    };
    // Spread over organisations as real traffic is: each sends at most ten messages a second
    // (their WhatsApp number's pace, server/whatsapp/delivery/pace-slots.ts), so one
    // organisation offered 20/s measured that pace (replies 8 s late), not the pipeline.
    const targets: Array<LoadTarget & { org: string }> = [];
    for (let i = 0; i < ORGANISATIONS; i++) targets.push(await organisation(i));
    console.log("\nwebhooks (signed Twilio inbound messages from a second process on loopback)");

    const sustained = async (rate: number, seconds: number, prefix: string) => {
      const r = await load(targets, rate, seconds, prefix);
      const achieved = report(`real webhook (${seconds} s at ${rate.toLocaleString("en")}/s offered)`, r);
      const firsts = new Map<string, number>();
      for (const s of r.samples) if (s.status === 200 && !s.retry) firsts.set(s.phone, s.sentAt);
      // Drain: every stored question gets its reply.
      const replies = () => twilio.sent.filter((m) => m.to.startsWith(`whatsapp:${prefix}`));
      const drainStart = Date.now();
      for (let seen = -1, since = Date.now(); replies().length < firsts.size && Date.now() - since < DRAIN_IDLE_MS; ) {
        if (replies().length !== seen) [seen, since] = [replies().length, Date.now()];
        await new Promise((res) => setTimeout(res, 200));
      }
      const byPhone = new Map<string, number[]>();
      for (const m of replies()) {
        const phone = m.to.replace("whatsapp:", "");
        byPhone.set(phone, [...(byPhone.get(phone) ?? []), m.receivedAt]);
      }
      const e2e = summarize(
        [...firsts].flatMap(([phone, sentAt]) => (byPhone.get(phone) ?? []).slice(0, 1).map((t) => t - sentAt)),
      );
      const [{ stored }] =
        await sql`select count(*)::int as stored from whatsapp_messages m join conversations c on c.id = m.conversation_id
        where m.direction = 'inbound' and c.customer_phone like ${`${prefix}%`}`;
      const duplicates = [...byPhone.values()].filter((v) => v.length > 1).length;
      if (replies().length < firsts.size) {
        const where = await sql`select
            (select count(*)::int from system.assistant_outbox o join conversations c on c.id = o.conversation_id
              where c.customer_phone like ${`${prefix}%`}) as outbox,
            (select json_object_agg(status, n) from (select m.status, count(*)::int as n from whatsapp_messages m
              join conversations c on c.id = m.conversation_id
              where m.direction = 'outbound' and c.customer_phone like ${`${prefix}%`} group by m.status) s) as replies,
            (select json_object_agg(task_identifier, n) from (select t.identifier as task_identifier, count(*)::int as n
              from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
              group by t.identifier) j) as jobs,
            (select json_agg(x) from (select t.identifier, j.attempts, j.max_attempts, j.locked_at is not null as locked,
              round(extract(epoch from j.run_at - now())) as run_in_s, left(j.last_error, 200) as err, count(*)::int as n
              from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
              group by 1, 2, 3, 4, 5, 6 order by n desc limit 8) x) as detail`;
        console.log(`    not answered within the drain: ${JSON.stringify(where[0])}`);
      }
      console.log(
        `    question → reply at Twilio: p50 ${ms(e2e.p50)} p99 ${ms(e2e.p99)}; deliveries ${r.samples.length} (${r.samples.filter((s) => s.retry).length} re-deliveries), unique questions ${firsts.size}, stored ${stored}, replies ${replies().length}, phones with >1 reply ${duplicates}; backlog drained in ${((Date.now() - drainStart) / 1000).toFixed(0)} s`,
      );
      return achieved;
    };
    // Question-to-send latency first, on an idle machine; then the ceiling, then the
    // sustained load, whose backlog the worker drains afterwards. Before it, a warm-up: a
    // server that has been running has the Dutch word list loaded and each organisation's
    // knowledge indexed, which a cold worker's first questions wait for (p50 1.9–7.2 s over
    // three runs when the measured run was the first).
    console.log("  warm-up, not counted below:");
    await sustained(ORGANISATIONS, 1, "+3164");
    await sustained(20, 10, "+3162");

    // Baseline: the ceiling of one durable INSERT per request on this machine.
    const barePort = await findFreePorts(1);
    const bareProc = spawn(process.execPath, [here("./bare-webhook-server.ts"), app.databaseUrl, String(barePort)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    bare.stop = () => bareProc.kill();
    await new Promise((r) => bareProc.stdout.once("data", r));
    const ceiling = report(
      "bare Hono + 1 INSERT (ceiling, 10 s at 9,000/s offered)",
      await load(
        [{ url: `http://127.0.0.1:${barePort}/hook`, token: "x", accountSid: "ACbare", to: "+3197010000001" }],
        9000,
        10,
        "+3150",
      ),
    );
    bareProc.kill();

    // The issue's goal is a third of the ceiling; BENCH_WEBHOOK_RATE / BENCH_WEBHOOK_SECONDS try other loads.
    const rate = Number(process.env.BENCH_WEBHOOK_RATE ?? Math.ceil(ceiling / 3 / 50) * 50);
    const achieved = await sustained(rate, Number(process.env.BENCH_WEBHOOK_SECONDS ?? 30), "+3161");
    console.log(`  ratio real/ceiling = ${(achieved / ceiling).toFixed(2)}`);
    // What an outage left on disk, passed on once the database is back. Last: its 2,000
    // questions are one organisation's, which sends at its WhatsApp pace (ten a second). Run
    // before the sustained load, their replies took that organisation's sending for 200 s, and
    // the load's questions there waited behind them: the replies seemed to stop mid-drain.
    await spoolDrainRate(app.databaseUrl, targets[0].org, "+3163");
  } finally {
    bare.stop();
    await sql.end();
    await app.stop();
    await twilio.stop();
  }
}
