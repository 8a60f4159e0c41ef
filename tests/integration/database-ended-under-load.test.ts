import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { launchedOrganization } from "../support/launched-organization.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { eventually } from "../support/zero-client.ts";

// Postgres ends the app's and the worker's connections again and again (an admin's
// pg_terminate_backend, a failover, an idle-session timeout) while employees' questions are
// being answered (jobs) and staff's pages ask for data (requests). postgres.js can leave a
// transaction or query waiting for good when that happens (porsager/postgres#1195): a
// request would then never be answered and a job would hold its worker slot forever. With
// every wait bounded in the db layer (DATABASE_CLIENT_TIMEOUT_MS), each request is answered,
// with its data or a clean "database away" envelope, within the bound; each question is
// answered in the end (its job retried); and afterwards the app serves as before.
const CLIENT_TIMEOUT_MS = 6_000;
// Past the bound, with room for two busy cores: a request not answered by then never was.
const ANSWERED_WITHIN_MS = 25_000;
const QUESTIONS = 8;

let app: RunningApp;
let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  app = await startApp({
    env: {
      TWILIO_API_BASE_URL: twilio.baseUrl,
      DATABASE_STATEMENT_TIMEOUT_MS: "4000",
      DATABASE_CLIENT_TIMEOUT_MS: String(CLIENT_TIMEOUT_MS),
    },
  });
});
afterAll(async () => {
  await twilio?.stop();
  await app?.stop();
});

it("answers every request within the bound while Postgres ends its connections, answers every question in the end, and serves afterwards", async () => {
  const { admin, ask, headers, org } = await launchedOrganization(app, twilio, "db-ended", "+3197010000090");
  try {
    /** A staff page's request through the HTTP seam (session, organisation, role, then the data). */
    const request = async () => {
      const started = performance.now();
      const res = await fetch(`${app.url}/api/twilio/credentials`, {
        headers,
        signal: AbortSignal.timeout(ANSWERED_WITHIN_MS),
      }).catch((err) => err as Error);
      const ms = Math.round(performance.now() - started);
      if (res instanceof Error) return { outcome: `no answer in ${ANSWERED_WITHIN_MS} ms (${res.name})`, ms };
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      // Its data, or the envelope saying the database is away: anything else is no clean answer.
      const clean = res.status === 200 || (res.status === 503 && body?.error?.code === "unavailable");
      return { outcome: clean ? "answered" : `status ${res.status} ${JSON.stringify(body)}`, ms };
    };

    const phones = Array.from({ length: QUESTIONS }, (_, i) => `+3163009${String(i).padStart(4, "0")}`);
    // The first question before Postgres starts ending connections: the webhook then knows the
    // organisation's token (a delivery it cannot check is refused, not spooled).
    expect((await ask(phones[0])).status).toBe(200);
    await eventually(() => twilio.sent.find((m) => m.to === `whatsapp:${phones[0]}`), 60_000);
    let ending = true;
    // Postgres ends every connection of the app and the worker, every 700 ms for 8 s.
    const ender = (async () => {
      const until = Date.now() + 8_000;
      while (Date.now() < until) {
        await admin`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
            and application_name in ('postgres.js', '')`.catch(() => {});
        await new Promise((r) => setTimeout(r, 700));
      }
      ending = false;
    })();
    const requests: Array<Promise<{ outcome: string; ms: number }>> = [];
    // The webhook answers 200 when the message landed or was kept in its spool.
    const asked: number[] = [];
    const asking = (async () => {
      for (const phone of phones.slice(1)) {
        asked.push((await ask(phone)).status);
        await new Promise((r) => setTimeout(r, 300));
      }
    })();
    while (ending) {
      requests.push(request());
      await new Promise((r) => setTimeout(r, 150));
    }
    await Promise.all([ender, asking]);
    expect(asked).toEqual(Array(QUESTIONS - 1).fill(200));
    const outcomes = await Promise.all(requests);
    expect(outcomes.filter((o) => o.outcome !== "answered")).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(ANSWERED_WITHIN_MS);

    // Every question answered in the end: jobs that failed with the database retried.
    const unanswered = () => phones.filter((phone) => !twilio.sent.some((m) => m.to === `whatsapp:${phone}`));
    await eventually(() => unanswered().length === 0, 120_000).catch(async (error) => {
      // Where each unanswered question stands: stored or not, waiting in the outbox, its job.
      const stands = await admin`select c.customer_phone, m.id, o.dispatched, j.attempts, j.last_error,
          j.locked_at, j.locked_by, j.run_at
        from conversations c join whatsapp_messages m on m.conversation_id = c.id and m.direction = 'inbound'
        left join system.assistant_outbox o on o.message_id = m.id
        left join graphile_worker._private_jobs j on j.payload->>'messageId' = m.id
        where c.organization_id = ${org} and c.customer_phone in ${admin(unanswered())}`;
      throw new Error(`${error.message}; unanswered ${JSON.stringify(unanswered())}: ${JSON.stringify(stands)}`);
    });

    // And the app serves as before: every request answered with its data.
    const after = await Promise.all(Array.from({ length: 6 }, request));
    expect(after.map((a) => a.outcome)).toEqual(Array(6).fill("answered"));
  } finally {
    await admin.end();
  }
}, 300_000);
