// A user who has just signed up opens the dashboard: the time from a fresh Zero client to
// its first answered query (the organisations the shell waits on), and how many clients
// never got one within 20 s. Load: fresh clients four at a time; baseline (same run): one
// at a time. Four at a time used to leave about one client in 40 without an answer (see
// scripts/patch-zero-handoff.ts).
import { queries } from "../common/zero/queries.ts";
import { startApp } from "../tests/support/start-app.ts";
import { openZero, signUpUser } from "../tests/support/zero-client.ts";
import { ms, summarize } from "./stats.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const GIVE_UP_MS = 20_000;

async function firstAnswer(baseUrl: string, n: number): Promise<number | null> {
  const user = await signUpUser(baseUrl, `first-answer-${n}-${Date.now()}@voorbeeld.nl`, "Eerste Antwoord");
  const zero = openZero(baseUrl, user);
  const t0 = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      zero
        .run(queries.organizations.visible({ scope: "member" }), { type: "complete" })
        .then(() => performance.now() - t0),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), GIVE_UP_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    await zero.close();
  }
}

async function measure(baseUrl: string, atOnce: number, count: number) {
  const times: number[] = [];
  let unanswered = 0;
  for (let started = 0; started < count; started += atOnce) {
    const round = await Promise.all(Array.from({ length: atOnce }, (_, i) => firstAnswer(baseUrl, started + i)));
    for (const t of round) t === null ? unanswered++ : times.push(t);
  }
  return { ...summarize(times), unanswered };
}

export async function run() {
  const app = await startApp({ env: { AUTH_RATE_LIMIT_MAX: "100000" } });
  try {
    const baseline = await measure(app.url, 1, CLIENTS / 4);
    const load = await measure(app.url, 4, CLIENTS);
    console.log(`\nfirst-answer (${CLIENTS} fresh clients four at a time; baseline ${CLIENTS / 4} one at a time)`);
    console.log("  measure                          p50        p95        p99   unanswered");
    const row = (label: string, s: typeof load) =>
      console.log(
        `  ${label.padEnd(28)} ${ms(s.p50).padStart(9)}  ${ms(s.p95).padStart(9)}  ${ms(s.p99).padStart(9)}   ${s.unanswered}`,
      );
    row("four at a time (product)", load);
    row("one at a time (baseline)", baseline);
    console.log(
      `  ratio product/baseline p50 = ${(load.p50 / baseline.p50).toFixed(2)}, p95 = ${(load.p95 / baseline.p95).toFixed(2)}`,
    );
    return { load, baseline };
  } finally {
    await app.stop();
  }
}
