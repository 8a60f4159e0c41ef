import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { employeeWrites, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestUser, type TestZero } from "../support/zero-client.ts";

// Colleagues in one inbox: the server's verdicts that keep one from undoing or doubling what
// another just did, and who is told when the employee writes. Through the real stack, the
// signed webhook and the fake Twilio.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let colleague: TestUser;
let zo: TestZero;
let zc: TestZero;
let account: TwilioAccount;
const SENDER = "+3197010000029";
const ANSWER = "Je hebt 25 vakantiedagen per jaar.";

async function verdict(zero: TestZero, mutation: Parameters<TestZero["mutate"]>[0]) {
  const server = await zero.mutate(mutation).server;
  return server.type === "error" ? `error: ${server.error.message}` : server.type;
}

const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);
const conversationOf = async (id: string) =>
  (await app.sql`select handled_by, taken_over_by from conversations where id = ${id}`)[0];
const newestMessage = async (id: string) =>
  (await app.sql`select id from whatsapp_messages where conversation_id = ${id} order by created_at desc limit 1`)[0]
    .id as string;

/** An employee's message through the signed webhook; resolves once both colleagues' stores have the conversation. */
const employeeAsks = (phone: string, body: string) =>
  employeeWrites(app, twilio, owner.org, account, { from: phone, to: SENDER, body }, [zo, zc]);

/** Waits until both colleagues' stores show the conversation as the database has it. */
async function synced(id: string) {
  const row = await conversationOf(id);
  for (const z of [zo, zc])
    await eventually(async () =>
      (await z.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some(
        (r) => r.id === id && r.handled_by === row.handled_by && (r.taken_over_by ?? null) === row.taken_over_by,
      ),
    );
}

async function openAs(user: TestUser) {
  const z = await app.openZero(user);
  z.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
  z.materialize(queries.organizations.visible({ scope: "member" }));
  z.materialize(queries.members.mine());
  z.materialize(queries.members.ofOrganization({ organizationId: owner.org }));
  return z;
}

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("team@a.nl", "Petra Plan");
  colleague = await app.signUpMember(owner.org, "ahmed-team@a.nl", "Ahmed Aziz");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', ${ANSWER})`;
  zo = await openAs(owner);
  zc = await openAs(colleague);
});
afterAll(async () => {
  await app?.stop();
});

describe("handing a colleague's conversation back", () => {
  it("is refused unless confirmed for the colleague who has it, naming them; confirmed, it goes", async () => {
    const phone = "+31630000101";
    const id = await employeeAsks(phone, "hallo");
    expect(await verdict(zc, mutators.conversation.takeOver({ id }))).toBe("success");
    await synced(id);
    expect(await verdict(zo, mutators.conversation.handBack({ id, now: Date.now() }))).toContain(
      "Ahmed Aziz heeft dit gesprek overgenomen; het is niet teruggegeven.",
    );
    expect(await conversationOf(id)).toEqual({ handled_by: "human", taken_over_by: colleague.userId });
    expect(
      await verdict(zo, mutators.conversation.handBack({ id, now: Date.now(), colleague: colleague.userId })),
    ).toBe("success");
    expect(await conversationOf(id)).toEqual({ handled_by: "assistant", taken_over_by: null });
  });
});

describe("a reply typed before something changed", () => {
  it("is refused when the conversation was handed back and the assistant answered since; sent once re-confirmed", async () => {
    const phone = "+31630000102";
    const id = await employeeAsks(phone, "hallo");
    await eventually(() => sentTo(phone).length === 1);
    expect(await verdict(zo, mutators.conversation.takeOver({ id }))).toBe("success");
    await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    // Staff have it: the assistant stays silent, the question waits for them.
    await eventually(
      async () =>
        (await app.sql`select unresolved_count from conversations where id = ${id}`)[0].unresolved_count === 1,
    );
    // Petra begins her reply: this is what she sees.
    const seen = { message_id: await newestMessage(id), handled_by: "human" as const };
    // Ahmed hands it back (confirmed for Petra); the assistant answers the waiting question.
    await synced(id);
    expect(await verdict(zc, mutators.conversation.handBack({ id, now: Date.now(), colleague: owner.userId }))).toBe(
      "success",
    );
    await eventually(() => sentTo(phone).length === 2);
    await eventually(
      async () =>
        (
          await app.sql`select 1 from whatsapp_messages where conversation_id = ${id} and is_from_bot
        and created_at > (select created_at from whatsapp_messages where id = ${seen.message_id})`
        ).length > 0,
    );
    const reply = (s: { message_id: string; handled_by: "human" | "assistant" }) =>
      mutators.conversation.reply({
        id: randomUUID(),
        conversation_id: id,
        body: "Je hebt 25 vakantiedagen, fulltime.",
        now: Date.now(),
        seen: s,
      });
    expect(await verdict(zo, reply(seen))).toBe(
      "error: De assistent heeft intussen geantwoord; je bericht is niet verstuurd.",
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(sentTo(phone)).toHaveLength(2);
    expect(await conversationOf(id)).toEqual({ handled_by: "assistant", taken_over_by: null });

    // Handed back with nothing to answer: refused as well, saying so.
    const fresh = { message_id: await newestMessage(id), handled_by: "human" as const };
    expect(await verdict(zo, reply(fresh))).toBe(
      "error: Het gesprek is intussen teruggegeven aan de assistent; je bericht is niet verstuurd.",
    );
    // Sent with what is on screen now (she confirmed), it goes, and it is hers.
    expect(await verdict(zo, reply({ message_id: fresh.message_id, handled_by: "assistant" }))).toBe("success");
    await eventually(() => sentTo(phone).length === 3);
    expect(await conversationOf(id)).toEqual({ handled_by: "human", taken_over_by: owner.userId });
  });

  it("is refused when a colleague answered since, naming them", async () => {
    const phone = "+31630000103";
    const id = await employeeAsks(phone, "hallo");
    await eventually(() => sentTo(phone).length === 1);
    expect(await verdict(zo, mutators.conversation.takeOver({ id }))).toBe("success");
    const seen = { message_id: await newestMessage(id), handled_by: "human" as const };
    await synced(id);
    const reply = (z: TestZero, s?: typeof seen, colleagueId?: string) =>
      verdict(
        z,
        mutators.conversation.reply({
          id: randomUUID(),
          conversation_id: id,
          body: "Ik help je.",
          now: Date.now(),
          seen: s,
          colleague: colleagueId,
        }),
      );
    expect(await reply(zc, undefined, owner.userId)).toBe("success");
    expect(await reply(zo, seen)).toBe("error: Ahmed Aziz heeft intussen geantwoord; je bericht is niet verstuurd.");
    // Her own earlier reply does not count against her next one.
    const after = { message_id: await newestMessage(id), handled_by: "human" as const };
    expect(await reply(zo, after)).toBe("success");
    expect(await reply(zo, after)).toBe("success");
  });
});

describe("the employee writes to a colleague's conversation", () => {
  it("the colleague who took it over is told, though the admins were told of the hand-over; once until read", async () => {
    const phone = "+31630000104";
    const id = await employeeAsks(phone, "medewerker");
    const notices = async (userId: string) =>
      (
        await app.sql`select count(*)::int n from notifications
        where user_id = ${userId} and data->>'conversation_id' = ${id}`
      )[0].n as number;
    // The hand-over told the owner (no colleague had it yet).
    await eventually(async () => (await notices(owner.userId)) > 0);
    await synced(id);
    expect(await verdict(zc, mutators.conversation.takeOver({ id }))).toBe("success");
    await employeeAsks(phone, "hallo, is daar iemand?");
    await eventually(async () => (await notices(colleague.userId)) === 1);
    // A second message before Ahmed read the first notice: no second notice.
    await employeeAsks(phone, "??");
    await eventually(
      async () => (await app.sql`select unresolved_count from conversations where id = ${id}`)[0].unresolved_count >= 2,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(await notices(colleague.userId)).toBe(1);
    // Read, the next message tells him again.
    await app.sql`update notifications set read_at = now() where user_id = ${colleague.userId}`;
    await employeeAsks(phone, "hallo??");
    await eventually(async () => (await notices(colleague.userId)) === 2);
  });
});
