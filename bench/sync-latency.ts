// Two Zero clients of one user: time from a mutation in one to its visibility in the other.
// Baseline (same run): a direct SQL UPDATE observed by the second client, i.e. the
// replication floor (Postgres → zero-cache → client) without our mutate endpoint and auth.
import postgres from "postgres";
import { mutators } from "../common/zero/mutators.ts";
import { queries } from "../common/zero/queries.ts";
import { startApp } from "../tests/support/start-app.ts";
import { connectZero, signUpUser } from "../tests/support/zero-client.ts";
import { ms, summarize } from "./stats.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const WARMUP = 20;

function waitForName(view: { data: unknown; addListener: (cb: (d: unknown) => void) => () => void }, name: string) {
  return new Promise<number>((resolve) => {
    const seen = (d: unknown) => (d as { full_name?: string } | undefined)?.full_name === name;
    if (seen(view.data)) return resolve(performance.now());
    const off = view.addListener((d) => {
      if (seen(d)) {
        off();
        resolve(performance.now());
      }
    });
  });
}

export async function run() {
  const app = await startApp();
  const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const user = await signUpUser(app.url, "bench@voorbeeld.nl", "Bench");
    const writer = await connectZero(app.url, user);
    const reader = await connectZero(app.url, user);
    const readerView = reader.materialize(queries.profiles.mine());
    const writerView = writer.materialize(queries.profiles.mine());
    await waitForName(readerView, "Bench");

    const remote: number[] = [];
    const local: number[] = [];
    for (let i = 0; i < WARMUP + ROUNDS; i++) {
      const name = `Bench ${i}`;
      const seenRemote = waitForName(readerView, name);
      const seenLocal = waitForName(writerView, name);
      const t0 = performance.now();
      writer.mutate(mutators.profile.updateName({ full_name: name, now: Date.now() }));
      const [tl, tr] = await Promise.all([seenLocal, seenRemote]);
      if (i >= WARMUP) {
        local.push(tl - t0);
        remote.push(tr - t0);
      }
    }

    const baseline: number[] = [];
    for (let i = 0; i < WARMUP + ROUNDS; i++) {
      const name = `Direct ${i}`;
      const seen = waitForName(readerView, name);
      const t0 = performance.now();
      await sql`update profiles set full_name = ${name} where user_id = ${user.userId}`;
      const t1 = await seen;
      if (i >= WARMUP) baseline.push(t1 - t0);
    }
    readerView.destroy();
    writerView.destroy();
    await writer.close();
    await reader.close();

    const r = summarize(remote);
    const l = summarize(local);
    const b = summarize(baseline);
    console.log(`\nsync-latency (${ROUNDS} mutations, after ${WARMUP} warm-up)`);
    console.log("  measure                                   p50        p95        p99");
    const row = (label: string, s: ReturnType<typeof summarize>) =>
      console.log(`  ${label.padEnd(40)} ${ms(s.p50).padStart(9)}  ${ms(s.p95).padStart(9)}  ${ms(s.p99).padStart(9)}`);
    row("mutation → other client (product)", r);
    row("mutation → own view (optimistic)", l);
    row("SQL update → client (baseline)", b);
    console.log(`  ratio product/baseline p50 = ${(r.p50 / b.p50).toFixed(2)}, p99 = ${(r.p99 / b.p99).toFixed(2)}`);
    return { remote: r, local: l, baseline: b };
  } finally {
    await sql.end();
    await app.stop();
  }
}
