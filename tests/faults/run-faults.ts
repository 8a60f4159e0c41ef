// `npm run faults`: the stack under four faults while employees' messages keep arriving
// over signed Twilio webhooks (a sender that, as Twilio does for an incoming message, retries
// only a failed connection and takes a 5xx as final: see twilio-sender.ts). Prints what
// became of the messages per fault, checks the goals (nothing answered 5xx, nothing
// acknowledged is lost, no reply is sent twice, every retried delivery is stored once,
// healthy again within 30 s of the fault without help) and ends with "N passed, N failed".
import fs from "node:fs";
import { eventually } from "../support/zero-client.ts";
import { type FaultStack, QUESTION, SENDER, startFaultStack } from "./fault-stack.ts";
import { printTable, type Row, settled, tally, type Wave } from "./tally.ts";

const HEALTHY_WITHIN_MS = 30_000;
// Longer than the webhook's token cache (5 s), which a shorter outage never outlasted.
const POSTGRES_DOWN_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let seq = 0;

/** Sends `count` messages, one every `spacingMs`, and injects the fault after `injectAfterMs`. */
async function wave(
  stack: FaultStack,
  fault: string,
  opts: { count: number; spacingMs: number; concurrency: number; injectAfterMs: number },
  inject: () => Promise<unknown>,
): Promise<Wave> {
  const send = stack.sender(opts.concurrency);
  const sending = Promise.all(
    Array.from({ length: opts.count }, async (_, i) => {
      const n = ++seq;
      const phone = `+3164${String(n).padStart(7, "0")}`;
      await sleep(i * opts.spacingMs);
      const delivery = await send({
        from: phone,
        to: SENDER,
        body: QUESTION,
        messageSid: `SMfault${String(n).padStart(6, "0")}`,
      });
      return { ...delivery, phone };
    }),
  );
  await sleep(opts.injectAfterMs);
  await inject();
  // From the end of the fault (a stopped Postgres is started again).
  const at = Date.now();
  let recoveredAfterS: number | null = null;
  while (Date.now() - at < HEALTHY_WITHIN_MS) {
    if (await stack.healthy()) {
      recoveredAfterS = (Date.now() - at) / 1000;
      break;
    }
    await sleep(250);
  }
  if (recoveredAfterS === null) console.log(`${fault}: not healthy after 30 s: ${stack.lastReport}`);
  else console.log(`${fault}: healthy again after ${recoveredAfterS.toFixed(1)} s`);
  return { fault, deliveries: await sending, recoveredAfterS };
}

function goals(row: Row): Array<[string, boolean]> {
  return [
    // Twilio does not retry an incoming message answered 5xx: such a message is lost.
    [`${row.fault}: no delivery answered 5xx`, row.answered5xx === 0],
    [`${row.fault}: every offered message acknowledged in the end`, row.acknowledged === row.offered],
    [`${row.fault}: no acknowledged message lost`, row.lost === 0],
    [`${row.fault}: no duplicate reply`, row.duplicated === 0],
    [`${row.fault}: every retried delivery stored once`, row.retriedStoredOnce === row.retried],
    [`${row.fault}: healthy again within 30 s`, row.recoveredAfterS !== null],
  ];
}

const started = Date.now();
let passed = 0;
let failed = 0;
let stack: FaultStack | undefined;
try {
  stack = await startFaultStack();
  const s = stack;
  console.log(`stack up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // One message through before any fault: the path works and answers once.
  const warm = await wave(s, "warm-up", { count: 1, spacingMs: 0, concurrency: 1, injectAfterMs: 0 }, async () => {});
  await eventually(() => s.twilio.sent.length > 0, 30_000);

  const waves: Wave[] = [];
  waves.push(
    // Messages keep coming for the whole outage, past the token cache's lifetime.
    await wave(s, "restart Postgres", { count: 30, spacingMs: 600, concurrency: 10, injectAfterMs: 1000 }, () =>
      s.restartPostgres(POSTGRES_DOWN_MS),
    ),
  );
  waves.push(
    await wave(s, "kill zero-cache", { count: 30, spacingMs: 100, concurrency: 10, injectAfterMs: 1000 }, async () =>
      s.killZeroCache(),
    ),
  );
  // Twilio accepts the next replies and never answers: the worker is killed while it waits.
  s.twilio.holdResponsesAfterAccept(2);
  const heldFrom = s.twilio.sent.length;
  waves.push(
    await wave(
      s,
      "kill worker mid-answer",
      { count: 20, spacingMs: 100, concurrency: 10, injectAfterMs: 0 },
      async () => {
        await eventually(() => s.twilio.sent.length >= heldFrom + 2, 20_000);
        s.killWorker();
      },
    ),
  );
  // Another session holds a lock every landing waits for while a burst arrives at once.
  const locker = await s.app.sql.reserve();
  waves.push(
    await wave(
      s,
      "fill the webhook queue",
      // Past the bound the webhook keeps deliveries in its spool on disk rather than answer 503.
      { count: 150, spacingMs: 0, concurrency: 150, injectAfterMs: 0 },
      async () => {
        await locker`begin`;
        await locker`lock table system.inbound_landing in exclusive mode`;
        setTimeout(() => void locker`rollback`.then(() => locker.release()), 3000);
      },
    ),
  );

  // The released jobs of the killed worker run again after the dead-worker limit (30 s).
  const settleFrom = Date.now();
  while (!(await settled(s, waves)) && Date.now() - settleFrom < 75_000) await sleep(500);
  const rows: Row[] = [];
  for (const w of [warm, ...waves]) rows.push(await tally(s, w));
  console.log();
  printTable(rows);
  // What the launcher did about it, without a human: its restart and recovery lines.
  const recovery = /exited|exiting|again|released jobs|did not start/;
  console.log("\nlauncher:");
  for (const line of s.app.output().split("\n")) if (recovery.test(line)) console.log(`  ${line}`);
  console.log();
  for (const row of rows.slice(1)) {
    for (const [name, ok] of goals(row)) {
      console.log(`${ok ? "ok  " : "FAIL"} ${name}`);
      if (ok) passed++;
      else failed++;
    }
  }
} catch (err) {
  console.error(`fault suite broke off: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  if (stack)
    console.error(
      stack.app
        .output()
        .split("\n")
        .slice(-Number(process.env.FAULTS_TAIL ?? 40))
        .join("\n"),
    );
  failed++;
} finally {
  await stack?.stop().catch((err) => console.error(`stop failed: ${err}`));
}
console.log(`\nfaults ran in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (process.env.FAULTS_JSON) fs.writeFileSync(process.env.FAULTS_JSON, JSON.stringify({ passed, failed }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
