// The inbox at 10,000 conversations and 100,000 messages in one organisation, in real
// Chromium signed in as the organisation's owner (an admin): cold load to the first row,
// opening a conversation, a search to its hit on screen, a jump to the 2,000th conversation,
// each first (needing the server) and again once synced; the page's JS heap. Baseline in the
// same run: the same steps in an organisation of 100 conversations.
import postgres from "postgres";
import { queries } from "../common/zero/queries.ts";
import { ROW_HEIGHT } from "../src/features/inbox/row-height.ts";
import { seededConversationId, seedInbox } from "../tests/support/inbox-seed.ts";
import { startApp } from "../tests/support/start-app.ts";
import { connectZero, signUpUser, type TestUser } from "../tests/support/zero-client.ts";
import {
  clearSearch,
  coldLoad,
  heapMb,
  launchChromium,
  openConversation,
  scrollTo,
  signedInContext,
  typeSearch,
} from "./inbox-browser.ts";
import { ms, summarize } from "./stats.ts";

const CONVERSATIONS = Number(process.env.BENCH_INBOX_CONVERSATIONS ?? 10_000);
const PER_CONVERSATION = 10;
const REPS = Number(process.env.BENCH_INBOX_REPS ?? 5);
const DEPTH = Math.min(1999, CONVERSATIONS - 1);

type Samples = Record<string, number[]>;
const add = (s: Samples, key: string, v: number) => {
  s[key] ??= [];
  s[key].push(v);
};

async function nameOf(sql: postgres.Sql, org: string, i: number) {
  const id = await seededConversationId(sql, org, i);
  const [row] = await sql`select e.first_name || ' ' || e.last_name as name from conversations c
    join employees e on e.id = c.employee_id where c.id = ${id}`;
  return row.name as string;
}

/** One organisation's figures: REPS cold loads, each followed by the interactions. */
async function measure(url: string, sql: postgres.Sql, org: string, cookie: string, total: number) {
  const browser = await launchChromium();
  const s: Samples = {};
  const heaps: Samples = {};
  try {
    const top = await nameOf(sql, org, 0);
    const depth = Math.min(DEPTH, total - 1);
    const deepName = await nameOf(sql, org, depth);
    for (let rep = 0; rep < REPS; rep++) {
      const context = await signedInContext(browser, url, cookie);
      const page = await context.newPage();
      add(s, "cold load → first row painted", await coldLoad(page, url));
      add(heaps, "after cold load", await heapMb(page));
      const open = await nameOf(sql, org, 1 + rep);
      add(s, "open a conversation (first time)", await openConversation(page, open));
      const other = await nameOf(sql, org, 10 + rep);
      add(s, "open a conversation (first time)", await openConversation(page, other));
      // Back and forth between the two, as staff switch: each open replaces the thread shown.
      // (Clicking the conversation already open, which this measured too until 2026-12-02,
      // changes nothing on screen and took a third of the time.)
      add(s, "open one opened before (synced)", await openConversation(page, open));
      add(s, "open one opened before (synced)", await openConversation(page, other));
      const target = await nameOf(sql, org, Math.floor(total / 2) + rep);
      add(
        s,
        "search typed → hit painted (150 ms debounce incl.)",
        await typeSearch(page, target.toLowerCase(), target),
      );
      await clearSearch(page, top);
      // A conversation already synced: its name matches locally while the server searches.
      const near = await nameOf(sql, org, 3 + rep);
      add(s, "search typed → synced hit painted (local match)", await typeSearch(page, near.toLowerCase(), near));
      await clearSearch(page, top);
      add(s, `scroll to conversation ${depth + 1} (first time)`, await scrollTo(page, depth, ROW_HEIGHT, deepName));
      add(heaps, `after scrolling to ${depth + 1}`, await heapMb(page));
      for (let again = 0; again < 3; again++) {
        await scrollTo(page, 0, ROW_HEIGHT, top);
        add(s, `scroll to conversation ${depth + 1} (synced)`, await scrollTo(page, depth, ROW_HEIGHT, deepName));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { s, heaps };
}

/**
 * Waits until zero-cache has replicated the whole seed: its last messages (inserted last)
 * reach a Zero client. Until then every query waits behind the replication of 100,000 rows,
 * which is the bulk load, not the inbox.
 */
async function replicated(url: string, user: TestUser, org: string, last: number) {
  const zero = await connectZero(url, user);
  const conversationId = await seededConversationIdOf(org, last);
  const view = zero.materialize(
    queries.messages.ofConversation({ organizationId: org, conversationId, limit: PER_CONVERSATION }),
  );
  while (view.data.length < PER_CONVERSATION) await new Promise((r) => setTimeout(r, 100));
  view.destroy();
  await zero.close();
}
let seededConversationIdOf: (org: string, i: number) => Promise<string>;

/** The search route alone, from Node: what the browser waits for after the debounce. */
async function routeTimes(url: string, org: string, cookie: string, queries: string[]) {
  const samples: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const query of queries) {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/inbox/search`, {
        method: "POST",
        headers: { cookie, origin: url, "x-organization-id": org, "content-type": "application/json" },
        body: JSON.stringify({ query }),
      });
      if (!res.ok) throw new Error(`search ${res.status}`);
      await res.json();
      if (round > 0) samples.push(performance.now() - t0);
    }
  }
  return summarize(samples);
}

export async function run() {
  const app = await startApp();
  const sql = postgres(app.databaseUrl, { max: 4, onnotice: () => {} });
  try {
    const big = await signUpUser(app.url, "bench-inbox@voorbeeld.nl", "Bench Inbox");
    const small = await signUpUser(app.url, "bench-inbox-baseline@voorbeeld.nl", "Bench Klein");
    const orgOf = async (userId: string) =>
      (await sql`select organization_id from organization_members where user_id = ${userId}`)[0]
        .organization_id as string;
    const org = await orgOf(big.userId);
    const smallOrg = await orgOf(small.userId);
    const messages = CONVERSATIONS * PER_CONVERSATION;
    console.log(
      `\ninbox (${CONVERSATIONS.toLocaleString("en")} conversations, ${messages.toLocaleString("en")} messages in one organisation; Chromium, ${REPS} cold loads)`,
    );
    const t0 = performance.now();
    await seedInbox(sql, org, { conversations: CONVERSATIONS, perConversation: PER_CONVERSATION, prefix: "+3164" });
    await seedInbox(sql, smallOrg, { conversations: 100, perConversation: PER_CONVERSATION, prefix: "+3165" });
    await sql`analyze`;
    const seeded = performance.now();
    seededConversationIdOf = (o, i) => seededConversationId(sql, o, i);
    await replicated(app.url, big, org, CONVERSATIONS - 1);
    await replicated(app.url, small, smallOrg, 99);
    console.log(
      `  seeded in ${((seeded - t0) / 1000).toFixed(1)} s (bulk SQL, triggers on), replicated to zero-cache ${((performance.now() - seeded) / 1000).toFixed(1)} s later`,
    );

    const route = await routeTimes(app.url, org, big.cookie, [
      (await nameOf(sql, org, Math.floor(CONVERSATIONS * 0.7))).toLowerCase(),
      "06 4000 1234",
      "loonstrookje",
      "reiskosten",
      "zz",
    ]);
    console.log(`  POST /api/inbox/search (name, phone, message words): p50 ${ms(route.p50)} p95 ${ms(route.p95)}`);

    const bigRun = await measure(app.url, sql, org, big.cookie, CONVERSATIONS);
    const smallRun = await measure(app.url, sql, smallOrg, small.cookie, 100);
    console.log("  measure                                              p50 (10k)   p95 (10k)   p50 (100)   ratio p50");
    for (const [label, values] of Object.entries(bigRun.s)) {
      const b = summarize(values);
      const baseKey = Object.keys(smallRun.s).find(
        (k) => k.split(" (")[0] === label.split(" (")[0] && k.endsWith(label.slice(-8)),
      );
      const base = baseKey ? summarize(smallRun.s[baseKey]) : null;
      console.log(
        `  ${label.padEnd(52)} ${ms(b.p50).padStart(10)}  ${ms(b.p95).padStart(10)}  ${(base ? ms(base.p50) : "—").padStart(10)}  ${base ? (b.p50 / base.p50).toFixed(2) : "—"}`,
      );
    }
    for (const [label, values] of Object.entries(bigRun.heaps)) {
      const b = summarize(values);
      console.log(`  JS heap ${label}: p50 ${b.p50.toFixed(1)} MB, max ${Math.max(...values).toFixed(1)} MB`);
    }
    for (const [label, values] of Object.entries(smallRun.heaps)) {
      console.log(`  JS heap ${label} (100 conversations): p50 ${summarize(values).p50.toFixed(1)} MB`);
    }
  } finally {
    await sql.end();
    await app.stop();
  }
}
