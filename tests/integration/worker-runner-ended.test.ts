import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { launchedOrganization } from "../support/launched-organization.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { eventually } from "../support/zero-client.ts";

// graphile-worker ends its runner when it cannot record a finished job (its pool "exited with
// error"; it does not retry that), as when Postgres ends its connections at that moment. The
// worker's heartbeat, on its own pool, went on saying it was alive while no job ran again:
// once eight questions waited over two minutes with their jobs due. The worker now exits and
// the launcher starts it afresh. Here Postgres refuses the first finished answer job's removal.
let app: RunningApp;
let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  app = await startApp({ env: { TWILIO_API_BASE_URL: twilio.baseUrl } });
});
afterAll(async () => {
  await twilio?.stop();
  await app?.stop();
});

it("a worker whose job runner ended is started afresh, and the next questions are answered, once each", async () => {
  const { admin, ask } = await launchedOrganization(app, twilio, "runner", "+3197010000091");
  try {
    const replies = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`).length;
    const [first, second, third] = ["+31630091001", "+31630091002", "+31630091003"];
    expect((await ask(first)).status).toBe(200);
    await eventually(() => replies(first) === 1, 60_000);

    // The next answer job's removal once done fails (a sequence: its count outlives the abort).
    await admin.unsafe(`create sequence public.refuse_completion;
      create function public.refuse_completion() returns trigger language plpgsql as $$
      begin
        if old.task_id = (select id from graphile_worker._private_tasks where identifier = 'answer_whatsapp_message')
          and nextval('public.refuse_completion') = 1 then
          raise exception 'completion refused for this test';
        end if;
        return old;
      end $$;
      create trigger refuse_completion before delete on graphile_worker._private_jobs
        for each row execute function public.refuse_completion();`);
    expect((await ask(second)).status).toBe(200);
    await eventually(() => replies(second) === 1, 60_000);

    // A question after it is answered, by a new worker.
    expect((await ask(third)).status).toBe(200);
    await eventually(() => replies(third) === 1, 60_000);
    expect(app.output()).toMatch(/job runner .*exiting to be started afresh/);
    // The job the old worker held is run again once its heartbeat is taken for dead, and
    // finds its question answered: no second reply.
    await eventually(async () => {
      const [{ n }] = await admin`select count(*)::int as n from graphile_worker._private_jobs j
        join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'answer_whatsapp_message'`;
      return n === 0;
    }, 120_000);
    expect([replies(first), replies(second), replies(third)]).toEqual([1, 1, 1]);
  } finally {
    await admin.unsafe(`drop trigger if exists refuse_completion on graphile_worker._private_jobs;
      drop function if exists public.refuse_completion(); drop sequence if exists public.refuse_completion;`);
    await admin.end();
  }
}, 300_000);
