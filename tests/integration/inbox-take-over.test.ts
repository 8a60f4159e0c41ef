import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationState } from "../../common/inbox/conversation-state.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { employeeWrites, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestUser, type TestZero, uncheckedMutator } from "../support/zero-client.ts";

// Who of the staff took a conversation over, and what handing it back does with a message
// the employee sent meanwhile: through the real stack, the signed webhook and the fake Twilio.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let colleague: TestUser;
let zo: TestZero;
let zc: TestZero;
let account: TwilioAccount;
const SENDER = "+3197010000019";
const ANSWER = "Je hebt 25 vakantiedagen per jaar.";
const rogue = defineMutators({ conversation: { takeOver: uncheckedMutator() } });

async function verdict(zero: TestZero, mutation: Parameters<TestZero["mutate"]>[0]) {
  const server = await zero.mutate(mutation).server;
  return server.type === "error" ? `error: ${JSON.stringify(server.error)}` : server.type;
}

const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);
const conversationOf = async (id: string) =>
  (await app.sql`select handled_by, taken_over_by from conversations where id = ${id}`)[0];

/** An employee's message through the signed webhook; resolves once the colleagues' stores have the conversation. */
const employeeAsks = (phone: string, body: string, stores = [zo, zc]) =>
  employeeWrites(app, twilio, owner.org, account, { from: phone, to: SENDER, body }, stores);

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
  owner = await app.signUpOwner("neem@a.nl", "Petra Plan");
  colleague = await app.signUpMember(owner.org, "ahmed@a.nl", "Ahmed Aziz");
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

describe("taking a conversation over", () => {
  it("records who took it over from the session; a colleague must confirm taking it or replying, by name", async () => {
    const phone = "+31630000001";
    const id = await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    await eventually(() => sentTo(phone).length === 1);

    // A client that names someone else as the taker is ignored: the session decides.
    const unchecked = await app.openUncheckedZero(owner, rogue);
    const claim = rogue.conversation.takeOver({ id, taken_over_by: colleague.userId });
    expect(await verdict(unchecked, claim)).toBe("success");
    expect(await conversationOf(id)).toEqual({ handled_by: "human", taken_over_by: owner.userId });

    // Ahmed, unaware, takes it over or replies: refused, naming Petra; nothing reaches the employee.
    await eventually(async () =>
      (await zc.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some(
        (r) => r.id === id && r.handled_by === "human",
      ),
    );
    const grab = await verdict(zc, mutators.conversation.takeOver({ id }));
    expect(grab).toContain("Petra Plan heeft dit gesprek net overgenomen");
    const reply = (colleagueId?: string) =>
      mutators.conversation.reply({
        id: randomUUID(),
        conversation_id: id,
        body: "je consulent is Ahmed",
        now: Date.now(),
        colleague: colleagueId,
      });
    expect(await verdict(zc, reply())).toContain("Petra Plan heeft dit gesprek net overgenomen");
    await new Promise((r) => setTimeout(r, 500));
    expect(sentTo(phone)).toHaveLength(1);

    // Having confirmed for Petra, Ahmed's reply goes, and the conversation stays Petra's.
    expect(await verdict(zc, reply(owner.userId))).toBe("success");
    await eventually(() => sentTo(phone).some((m) => m.body === "je consulent is Ahmed"));
    expect((await conversationOf(id)).taken_over_by).toBe(owner.userId);
    // Taking it over with Petra confirmed makes it Ahmed's.
    expect(await verdict(zc, mutators.conversation.takeOver({ id, colleague: owner.userId }))).toBe("success");
    expect(await conversationOf(id)).toEqual({ handled_by: "human", taken_over_by: colleague.userId });

    // 'Van mij' lists it for Ahmed, not for Petra, in the list and in the search alike.
    const mine = (z: TestZero) =>
      z.run(queries.conversations.page({ organizationId: owner.org, filter: "mine", limit: 100 }), {
        type: "complete",
      });
    await eventually(async () => (await mine(zc)).some((r) => r.id === id));
    expect((await mine(zo)).some((r) => r.id === id)).toBe(false);
    const searchMine = (user: TestUser) =>
      app.api<{ ids: string[] }>(user, owner.org, "POST", "inbox/search", { query: phone.slice(-6), filter: "mine" });
    expect((await searchMine(colleague)).body.ids).toEqual([id]);
    expect((await searchMine(owner)).body.ids).toEqual([]);

    // Handing back Ahmed's conversation, confirmed for him, clears who had it.
    expect(await verdict(zo, mutators.conversation.handBack({ id, colleague: colleague.userId }))).toBe("success");
    expect(await conversationOf(id)).toEqual({ handled_by: "assistant", taken_over_by: null });
  });

  it("the colleague who has it hears the employee's messages; one who leaves keeps no conversation locked and no notifications", async () => {
    const phone = "+31630000002";
    const id = await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    expect(await verdict(zc, mutators.conversation.takeOver({ id }))).toBe("success");
    expect((await conversationOf(id)).taken_over_by).toBe(colleague.userId);
    // The employee writes meanwhile: Ahmed, who has it, is told (no colleague wrote to them yet,
    // so the admins were told before).
    await employeeAsks(phone, "hallo, nog iemand?");
    const notified = () =>
      app.sql`select user_id from notifications where organization_id = ${owner.org} and data->>'conversation_id' = ${id}`;
    await eventually(async () => (await notified()).length > 0);
    expect((await notified()).map((n) => n.user_id)).toEqual([colleague.userId]);
    const [membership] = await app.sql`select id from organization_members
      where organization_id = ${owner.org} and user_id = ${colleague.userId}`;
    await eventually(async () =>
      (await zo.run(queries.members.ofOrganization({ organizationId: owner.org }))).some((m) => m.id === membership.id),
    );
    expect(await verdict(zo, mutators.member.remove({ id: membership.id }))).toBe("success");
    // Removed, Ahmed keeps none of the organisation's notifications (they name employees).
    expect(
      await app.sql`select 1 from notifications where user_id = ${colleague.userId} and organization_id = ${owner.org}`,
    ).toHaveLength(0);
    // Still with staff, but nobody's: Petra takes it without confirming anyone.
    expect(await conversationOf(id)).toEqual({ handled_by: "human", taken_over_by: null });
    await eventually(async () =>
      (await zo.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some(
        (r) => r.id === id && r.taken_over_by === null,
      ),
    );
    expect(await verdict(zo, mutators.conversation.takeOver({ id }))).toBe("success");
    expect((await conversationOf(id)).taken_over_by).toBe(owner.userId);
  });
});

describe("deleting an organisation", () => {
  it("goes through with its members' taken-over conversations (the release trigger meets the cascade)", async () => {
    const other = await app.signUpOwner("weg@b.nl", "Willem Weg");
    await app.sql`insert into conversations (id, organization_id, customer_phone, handled_by, taken_over_by,
        last_message_at) values (gen_random_uuid(), ${other.org}, '+31630000099', 'human', ${other.userId}, now())`;
    await app.sql`delete from organizations where id = ${other.org}`;
    expect(await app.sql`select 1 from conversations where organization_id = ${other.org}`).toHaveLength(0);
  });
});

describe("handing a conversation back", () => {
  it("the assistant answers the employee's message left waiting, once, however often it is handed back", async () => {
    const phone = "+31630000003";
    const id = await employeeAsks(phone, "hallo", [zo]);
    await eventually(() => sentTo(phone).length === 1);
    expect(await verdict(zo, mutators.conversation.takeOver({ id }))).toBe("success");
    // While Petra has it, the employee asks; the assistant stays silent.
    await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?", [zo]);
    await eventually(
      async () =>
        (await app.sql`select unresolved_count from conversations where id = ${id}`)[0].unresolved_count === 1,
    );
    expect(sentTo(phone)).toHaveLength(1);

    expect(await verdict(zo, mutators.conversation.handBack({ id, now: Date.now() }))).toBe("success");
    await eventually(() => sentTo(phone).length === 2);
    expect(sentTo(phone)[1].body).toContain(ANSWER);
    // Answered by the assistant, it waits for nobody: the thread says "Assistent actief", as
    // the list (no count) and the filters do.
    const [handedBack] = await app.sql`select handled_by, unresolved_count from conversations where id = ${id}`;
    expect(conversationState(handedBack as Parameters<typeof conversationState>[0])).toBe("assistant");

    // Taken over and handed back again: that message was answered, nothing more is sent.
    expect(await verdict(zo, mutators.conversation.takeOver({ id }))).toBe("success");
    expect(await verdict(zo, mutators.conversation.handBack({ id, now: Date.now() }))).toBe("success");
    await new Promise((r) => setTimeout(r, 2000));
    expect(sentTo(phone)).toHaveLength(2);
  });

  it("a message waiting longer than WhatsApp's 24 hours is not answered (the toast says so)", async () => {
    const phone = "+31630000004";
    const id = await employeeAsks(phone, "hallo", [zo]);
    await eventually(() => sentTo(phone).length === 1);
    expect(await verdict(zo, mutators.conversation.takeOver({ id }))).toBe("success");
    await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?", [zo]);
    await eventually(
      async () =>
        (await app.sql`select unresolved_count from conversations where id = ${id}`)[0].unresolved_count === 1,
    );
    await app.sql`update conversations set last_inbound_at = now() - interval '25 hours' where id = ${id}`;
    await app.sql`update whatsapp_messages set created_at = created_at - interval '25 hours' where conversation_id = ${id}`;
    expect(await verdict(zo, mutators.conversation.handBack({ id, now: Date.now() }))).toBe("success");
    await new Promise((r) => setTimeout(r, 2000));
    expect(sentTo(phone)).toHaveLength(1);
  });
});
