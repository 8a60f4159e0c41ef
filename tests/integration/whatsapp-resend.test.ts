import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queries } from "../../common/zero/queries.ts";
import { RESEND_DELAYS_MS } from "../../server/whatsapp/delivery/resend-plan.ts";
import { type FakeTwilio, twilioClock } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { saveTwilioCredentials, startStackWithTwilio } from "../support/twilio.ts";
import { eventually } from "../support/zero-client.ts";

// WhatsApp throttles a busy number (a welcome burst, a Monday morning): Twilio accepts the
// message and fails it by status callback with 63018. The employee must still get it: it is
// sent again later, and the inbox says so while it waits.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
const SENDER = "+3197010000057";
let phones = 0;
const newPhone = () => `+316570000${String(++phones).padStart(2, "0")}`;

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("resend@a.nl", "Rita Resend");
  await saveTwilioCredentials(app, owner, owner.org, twilio.createAccount(), SENDER);
});
afterAll(async () => {
  await app?.stop();
});

/** A conversation with `phone` whose employee wrote `ago` ms ago, and a staff message (or template) in it. */
async function staffSends(phone: string, body: string, ago = 60_000, templateSid: string | null = null) {
  const conversationId = randomUUID();
  const lastInbound = new Date(Date.now() - ago);
  await app.sql`insert into conversations (id, organization_id, customer_phone, handled_by, message_count, last_message_at, last_inbound_at)
    values (${conversationId}, ${owner.org}, ${phone}, 'human', 1, now(), ${lastInbound})`;
  const id = randomUUID();
  await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, is_from_bot, sent_by_user_id, status, template_sid, created_at, updated_at)
    values (${id}, ${owner.org}, ${conversationId}, 'outbound', ${body}, false, ${owner.userId}, 'pending', ${templateSid}, now(), now())`;
  return { id, conversationId };
}

const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);
const messageRow = async (id: string) =>
  (
    await app.sql<
      { status: string; error_code: string | null; message_sid: string; resend_at: Date | null; resends: number }[]
    >`
      select status, error_code, message_sid, resend_at, resends from whatsapp_messages where id = ${id}`
  )[0];
const resendJobs = async (id: string) =>
  app.sql<
    { run_at: Date }[]
  >`select run_at from graphile_worker._private_jobs where key = ${`resend_whatsapp_message:${id}`}`;
/** The clock moves on: the waiting resend is due now. */
const resendIsDue = (id: string) =>
  app.sql`update graphile_worker._private_jobs set run_at = now() where key = ${`resend_whatsapp_message:${id}`}`;
const throttledAndWaiting = async (id: string) => {
  const row = await messageRow(id);
  return row.status === "failed" && row.error_code === "63018" && row.resend_at ? row : undefined;
};
/** The sids recorded for a message: its own and its parts'. */
const recordedSids = async (id: string) =>
  (
    await app.sql<{ sid: string }[]>`select message_sid as sid from whatsapp_messages where id = ${id}
      union select message_sid from system.whatsapp_message_parts where message_id = ${id}`
  ).map((r) => r.sid);
/**
 * Once the `sends`th message to `phone` is recorded, Twilio reports every recorded part of the
 * message delivered, and the message shows it. Posted by the test rather than the moment Twilio
 * answers: real callbacks come later than our recording of the sid, and a race with it is not
 * what these tests are about.
 */
async function untilDelivered(id: string, phone: string, sends: number) {
  await eventually(async () => {
    const last = sentTo(phone)[sends - 1];
    return last && (await recordedSids(id)).includes(last.sid);
  }, 20_000);
  for (const sid of await recordedSids(id)) {
    const message = twilio.sent.find((m) => m.sid === sid);
    if (message) expect((await twilio.statusCallback(message, "delivered")).status).toBe(204);
  }
  await eventually(async () => (await messageRow(id)).status === "delivered", 20_000);
  expect(sentTo(phone)).toHaveLength(sends);
}
const para = (n: number) => `Deel ${n}: ${"Dit is een lange uitleg over verlof en toeslagen. ".repeat(25).trim()}`;

describe("a message WhatsApp throttled (63018)", () => {
  it("is sent again a minute later, shows the wait in the inbox, and then shows delivered", async () => {
    const phone = newPhone();
    twilio.failByCallback(phone, "63018", { times: 1 });
    const { id, conversationId } = await staffSends(phone, "Je rooster voor volgende week staat klaar.");
    const failedAt = Date.now();
    const waiting = await eventually(() => throttledAndWaiting(id), 20_000);
    const delay = (waiting.resend_at as Date).getTime() - failedAt;
    expect(delay).toBeGreaterThan(RESEND_DELAYS_MS[0] - 5_000);
    expect(delay).toBeLessThan(RESEND_DELAYS_MS[0] + 20_000);
    expect(await resendJobs(id)).toHaveLength(1);
    // Staff see, live, that it failed and when it goes again.
    const zero = await app.openZero(owner);
    const thread = queries.messages.ofConversation({ organizationId: owner.org, conversationId, limit: 100 });
    const shown = await eventually(async () => (await zero.run(thread)).find((m) => m.id === id && m.resend_at));
    expect(shown).toMatchObject({ status: "failed", error_code: "63018" });

    await resendIsDue(id);
    await untilDelivered(id, phone, 2);
    const [first, second] = sentTo(phone);
    expect(sentTo(phone)).toHaveLength(2);
    expect(second.body).toBe(first.body);
    expect(await messageRow(id)).toMatchObject({ message_sid: second.sid, error_code: null, resend_at: null });
    await eventually(async () => (await zero.run(thread)).find((m) => m.id === id)?.status === "delivered");
  }, 60_000);

  it("is put off to its moment, not waited for in a worker, when the number is busy then; and goes once", async () => {
    const phone = newPhone();
    twilio.failByCallback(phone, "63018", { times: 1 });
    const { id } = await staffSends(phone, "Je contract staat klaar om te tekenen.");
    await eventually(() => throttledAndWaiting(id), 20_000);
    // The number is busy for the next 3 s (a burst of replies) when the resend comes due.
    await app.sql`insert into system.send_clock (organization_id, next_at) values (${owner.org}, now() + interval '3 seconds')
      on conflict (organization_id) do update set next_at = excluded.next_at`;
    const dueAt = Date.now();
    // What Twilio receives is compared on its own clock (twilioClock), the job's run_at on the wall clock.
    const dueOnTwilioClock = twilioClock();
    await resendIsDue(id);
    // Its job is scheduled again for the moment it took, with that moment; nothing goes before.
    const later = await eventually(async () => {
      const [job] = await app.sql<{ run_at: Date; payload: { slotAt?: string } }[]>`
        select run_at, payload from graphile_worker._private_jobs where key = ${`resend_whatsapp_message:${id}`}`;
      return job?.payload.slotAt ? job : undefined;
    }, 10_000);
    expect(new Date(later.run_at).getTime()).toBeGreaterThan(dueAt + 1_500);
    expect(sentTo(phone)).toHaveLength(1);
    await untilDelivered(id, phone, 2);
    // At its moment (the clock's 3 s less the burst it allows), not before.
    expect(sentTo(phone)[1].receivedAt).toBeGreaterThan(dueOnTwilioClock + 2_000);
  }, 60_000);

  it("backs off further when it is throttled again", async () => {
    const phone = newPhone();
    twilio.failByCallback(phone, "63018", { times: 2 });
    const { id } = await staffSends(phone, "Je loonstrook staat online.");
    await eventually(() => throttledAndWaiting(id), 20_000);
    await resendIsDue(id);
    const againAt = Date.now();
    const again = await eventually(async () => {
      const row = await throttledAndWaiting(id);
      return row && row.resends === 2 ? row : undefined;
    }, 20_000);
    expect(sentTo(phone)).toHaveLength(2);
    const delay = (again.resend_at as Date).getTime() - againAt;
    expect(delay).toBeGreaterThan(RESEND_DELAYS_MS[1] - 5_000);
    expect(delay).toBeLessThan(RESEND_DELAYS_MS[1] + 20_000);
    await resendIsDue(id);
    await untilDelivered(id, phone, 3);
    expect(sentTo(phone)).toHaveLength(3);
  }, 60_000);

  it("queues one resend for a failed callback Twilio repeats", async () => {
    const phone = newPhone();
    twilio.failByCallback(phone, "63018", { times: 1 });
    const { id } = await staffSends(phone, "Tot morgen!");
    const waiting = await eventually(() => throttledAndWaiting(id), 20_000);
    const [first] = sentTo(phone);
    for (let i = 0; i < 3; i++) expect((await twilio.statusCallback(first, "failed", "63018")).status).toBe(204);
    await new Promise((r) => setTimeout(r, 500));
    expect(await messageRow(id)).toMatchObject({ resends: 1, resend_at: waiting.resend_at });
    expect(await resendJobs(id)).toHaveLength(1);
    await resendIsDue(id);
    await untilDelivered(id, phone, 2);
    // The old sid's late repeat changes nothing any more.
    await twilio.statusCallback(first, "failed", "63018");
    await new Promise((r) => setTimeout(r, 500));
    expect(await messageRow(id)).toMatchObject({ status: "delivered", resends: 1, resend_at: null });
    expect(sentTo(phone)).toHaveLength(2);
  }, 60_000);

  it("sends again only the part of a long reply that was throttled", async () => {
    const phone = newPhone();
    twilio.failByCallback(phone, "63018", { times: 1, skip: 1 });
    const { id } = await staffSends(phone, [para(1), para(2), para(3)].join("\n\n"));
    await eventually(() => throttledAndWaiting(id), 30_000);
    expect(sentTo(phone).map((m) => m.body.slice(0, 6))).toEqual(["Deel 1", "Deel 2", "Deel 3"]);
    await resendIsDue(id);
    await untilDelivered(id, phone, 4);
    expect(sentTo(phone).map((m) => m.body.slice(0, 6))).toEqual(["Deel 1", "Deel 2", "Deel 3", "Deel 2"]);
    expect(await messageRow(id)).toMatchObject({ error_code: null, resend_at: null, resends: 1 });
  }, 60_000);

  it("a throttled last part, whose sid the reply carries, goes again and the reply follows its new sid", async () => {
    const phone = newPhone();
    twilio.failByCallback(phone, "63018", { times: 1, skip: 2 });
    const { id } = await staffSends(phone, [para(1), para(2), para(3)].join("\n\n"));
    await eventually(() => throttledAndWaiting(id), 30_000);
    const third = sentTo(phone)[2];
    await resendIsDue(id);
    await untilDelivered(id, phone, 4);
    const sent = sentTo(phone);
    expect(sent.map((m) => m.body.slice(0, 6))).toEqual(["Deel 1", "Deel 2", "Deel 3", "Deel 3"]);
    expect((await messageRow(id)).message_sid).toBe(sent[3].sid);
    // The old last part's late repeat no longer reaches the reply.
    await twilio.statusCallback(third, "failed", "63018");
    await new Promise((r) => setTimeout(r, 500));
    expect(await messageRow(id)).toMatchObject({ status: "delivered", resend_at: null, resends: 1 });
  }, 60_000);
});

describe("a throttled message whose resend was never queued", () => {
  it("(the app server died between the callback and queueing it) gets it from the worker's heartbeat", async () => {
    const phone = newPhone();
    const { id } = await staffSends(phone, "Je contract staat klaar om te tekenen.");
    await eventually(async () => (await messageRow(id)).message_sid !== null, 20_000);
    // As such a crash leaves it: failed by Twilio's callback, no resend waiting.
    await app.sql`update whatsapp_messages set status = 'failed', error_code = '63018', updated_at = now() where id = ${id}`;
    const waiting = await eventually(() => throttledAndWaiting(id), 20_000);
    expect(waiting.resends).toBe(1);
    expect(await resendJobs(id)).toHaveLength(1);
    await resendIsDue(id);
    await untilDelivered(id, phone, 2);
    expect(sentTo(phone)).toHaveLength(2);
  }, 60_000);
});

describe("a failed message that is not sent again", () => {
  it("delivered after all (another of the employee's devices) while the resend waited: it is not sent twice", async () => {
    const phone = newPhone();
    twilio.failByCallback(phone, "63018", { times: 1 });
    const { id } = await staffSends(phone, "Goed weekend!");
    await eventually(() => throttledAndWaiting(id), 20_000);
    expect((await twilio.statusCallback(sentTo(phone)[0], "delivered")).status).toBe(204);
    await eventually(async () => (await messageRow(id)).status === "delivered", 20_000);
    await resendIsDue(id);
    await eventually(async () => (await messageRow(id)).resend_at === null, 20_000);
    expect(await messageRow(id)).toMatchObject({ status: "delivered" });
    expect(sentTo(phone)).toHaveLength(1);
  });

  it("outside the 24-hour window (63016) it stays failed", async () => {
    const phone = newPhone();
    twilio.failByCallback(phone, "63016", { times: 1 });
    const { id } = await staffSends(phone, "Ben je er nog?");
    await eventually(async () => (await messageRow(id)).status === "failed", 20_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(await messageRow(id)).toMatchObject({ error_code: "63016", resend_at: null, resends: 0 });
    expect(await resendJobs(id)).toHaveLength(0);
    expect(sentTo(phone)).toHaveLength(1);
  });

  it("a template throttled before the employee sent STOP stays unsent", async () => {
    const phone = newPhone();
    twilio.failByCallback(phone, "63018", { times: 1 });
    const { id } = await staffSends(
      phone,
      "[Template: Rooster] Sanne",
      30 * 3600_000,
      "HX0123456789abcdef0123456789abcdef",
    );
    await eventually(() => throttledAndWaiting(id), 20_000);
    await app.sql`insert into system.whatsapp_suppressions (organization_id, phone, opted_out_at) values (${owner.org}, ${phone}, now())`;
    await resendIsDue(id);
    await eventually(async () => (await messageRow(id)).resend_at === null, 20_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(await messageRow(id)).toMatchObject({ status: "failed", error_code: "63018" });
    expect(sentTo(phone)).toHaveLength(1);
  });

  it("throttled when the window closes before the resend: it shows why (63016) instead", async () => {
    const phone = newPhone();
    twilio.failByCallback(phone, "63018", { times: 1 });
    // The employee wrote 23 hours and 59.5 minutes ago: a minute from now the window is shut.
    const { id } = await staffSends(phone, "Fijn weekend!", 24 * 3600_000 - 30_000);
    await eventually(async () => (await messageRow(id)).error_code === "63016", 20_000);
    expect(await messageRow(id)).toMatchObject({ status: "failed", resend_at: null, resends: 0 });
    expect(await resendJobs(id)).toHaveLength(0);
  });
});
