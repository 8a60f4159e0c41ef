import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { lastMessagePreview } from "../../src/features/inbox/last-message-preview.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { orgLookups, syncSettingsScreens } from "../support/org-lookups.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestUser, type TestZero } from "../support/zero-client.ts";

// Health data while staff handle a conversation: a sick report then reaches whoever may act
// on it, also when the colleague who took it over may not read it, and a colleague's answer
// to the report ("beterschap, …") is health data as the report is.

let app: Stack;
let twilio: FakeTwilio;
let account: TwilioAccount;
let owner: Owner; // owner, switch on (the default)
let beheer: TestUser; // admin with the switch turned off
let hr: TestUser; // a User whose switch is on (handles absence)
let lid: TestUser; // a User, switch off (the default)
const zero: Record<string, TestZero> = {};
const SENDER = "+3197010000184";
const SICK = "ik ben ziek vandaag, kan niet komen werken";
const phone = (n: number) => `+3165084${String(n).padStart(4, "0")}`;

const ask = (from: string, body: string) => replyTo(twilio, app.url, owner.org, account, { from, to: SENDER, body });
const { conversationOf, threadOf } = orgLookups(() => ({ app, owner }));
/** An employee's message, and the answer job done with it (staff have the conversation: nothing is sent). */
const send = async (from: string, body: string) => {
  await twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, { from, to: SENDER, body });
  await eventually(async () => {
    const rows = await app.sql`select 1 from whatsapp_messages m join conversations c on c.id = m.conversation_id
      where c.organization_id = ${owner.org} and c.customer_phone = ${from} and m.message_body = ${body}
      and not exists (select 1 from system.assistant_outbox o where o.message_id = m.id)`;
    return rows.length > 0;
  }, 30_000);
};
/** The bell's rows about one conversation, as the user's Zero client syncs them. */
const bellAbout = async (z: TestZero, conversationId: string) =>
  (await z.run(queries.notifications.mine({ limit: 50 }), { type: "complete" })).filter(
    (n) => (n.data as { conversation_id?: string } | null)?.conversation_id === conversationId,
  );
const listed = async (z: TestZero, conversationId: string) => {
  await eventually(async () =>
    (await z.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some(
      (c) => c.id === conversationId,
    ),
  );
};

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("hz-eigenaar@ziekbeheer.nl", "Ilse Eigenaar");
  lid = await app.signUpMember(owner.org, "hz-lid@ziekbeheer.nl", "Joost Lid");
  beheer = await app.signUp("hz-beheer@ziekbeheer.nl", "Karin Beheer");
  hr = await app.signUp("hz-hr@ziekbeheer.nl", "Lotte Verzuim");
  await app.sql`insert into organization_members (id, organization_id, user_id, role, may_see_health) values
    (${randomUUID()}, ${owner.org}, ${beheer.userId}, 'admin', false),
    (${randomUUID()}, ${owner.org}, ${hr.userId}, 'member', true)`;
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar.')`;
  for (const [name, user] of Object.entries({ owner, beheer, hr, lid })) {
    const z = await app.openZero(user);
    await syncSettingsScreens(z, owner.org);
    z.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
    zero[name] = z;
  }
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

describe("health data while staff handle a conversation", () => {
  it("a sick report to a taker without the switch reaches the members with it, once per burst; the taker hears only that one came", async () => {
    await ask(phone(1), "hoeveel vakantiedagen heb ik per jaar?");
    const id = await conversationOf(phone(1));
    await listed(zero.lid, id);
    expect((await zero.lid.mutate(mutators.conversation.takeOver({ id })).server)?.type).toBe("success");
    await send(phone(1), SICK);
    // Everyone whose switch is on hears of it as of the assistant's Ziekmelding: the owner, and
    // the User who handles absence.
    for (const z of [zero.owner, zero.hr]) {
      const notes = await eventually(async () => {
        const rows = await bellAbout(z, id);
        return rows.length ? rows : undefined;
      }, 30_000);
      expect(notes.map((n) => [n.title, n.is_health])).toEqual([[nl.assistant.sickNotificationTitle, true]]);
    }
    // The taker is told a sick report came, without its words; the admin without the switch nothing.
    const taker = await bellAbout(zero.lid, id);
    expect(taker.map((n) => n.title)).toEqual([nl.assistant.staffConversationTitle]);
    expect(taker[0].message).toContain("ziekmelding");
    expect(taker[0].message).not.toContain("ziek vandaag");
    expect(await bellAbout(zero.beheer, id)).toEqual([]);
    // Another report in the same burst (nobody wrote back yet) tells no one again.
    await send(phone(1), "ik heb ook koorts");
    await new Promise((r) => setTimeout(r, 1500));
    expect(await bellAbout(zero.owner, id)).toHaveLength(1);
    expect(await bellAbout(zero.hr, id)).toHaveLength(1);
    expect(await bellAbout(zero.lid, id)).toHaveLength(1);
  });

  it("a taker with the switch gets the Ziekmelding itself, and no one else is told", async () => {
    await ask(phone(2), "hoeveel vakantiedagen heb ik per jaar?");
    const id = await conversationOf(phone(2));
    await listed(zero.hr, id);
    expect((await zero.hr.mutate(mutators.conversation.takeOver({ id })).server)?.type).toBe("success");
    await send(phone(2), SICK);
    const notes = await eventually(async () => {
      const rows = await bellAbout(zero.hr, id);
      return rows.length ? rows : undefined;
    }, 30_000);
    expect(notes.map((n) => [n.title, n.is_health])).toEqual([[nl.assistant.sickNotificationTitle, true]]);
    expect(await bellAbout(zero.owner, id)).toEqual([]);
    expect(await bellAbout(zero.lid, id)).toEqual([]);
  });

  it("a colleague's reply to a sick report is health data: hidden in the thread and the list from a User without the switch", async () => {
    await ask(phone(3), "hoeveel vakantiedagen heb ik per jaar?");
    const id = await conversationOf(phone(3));
    await listed(zero.owner, id);
    expect((await zero.owner.mutate(mutators.conversation.takeOver({ id })).server)?.type).toBe("success");
    await send(phone(3), SICK);
    await send(phone(3), "groetjes");
    const reply = "Beterschap, rust goed uit met je griep!";
    const replyId = randomUUID();
    const sent = zero.owner.mutate(
      mutators.conversation.reply({ id: replyId, conversation_id: id, body: reply, now: Date.now() }),
    );
    expect((await sent.server)?.type).toBe("success");
    // The owner reads it; the User sees where it stood and nothing of what it says.
    await eventually(async () => (await threadOf(zero.owner, id)).some((m) => m.message_body === reply), 30_000);
    const marks = await eventually(async () => {
      const rows = await zero.lid.run(
        queries.healthMarks.ofConversation({ organizationId: owner.org, conversationId: id, limit: 50 }),
        { type: "complete" },
      );
      return rows.some((m) => m.id === replyId) ? rows : undefined;
    }, 30_000);
    // Both masked, the colleague's answer on the organisation's side of the thread.
    expect(marks.map((m) => [m.id === replyId, m.is_outbound]).sort()).toEqual([
      [false, false],
      [true, true],
    ]);
    const thread = await threadOf(zero.lid, id);
    expect(thread.map((m) => m.message_body)).toContain("groetjes");
    expect(thread.some((m) => m.message_body === reply || m.message_body === SICK)).toBe(false);
    const [row] = await zero.lid.run(queries.conversations.byId({ organizationId: owner.org, conversationId: id }), {
      type: "complete",
    });
    expect(row.messages[0]?.message_body).toBe("groetjes");
    expect(lastMessagePreview(row.messages[0], lid.userId, row)).toEqual({
      by: nl.inbox.previewColleague,
      text: nl.inbox.sickReport,
    });
  });

  it("a taker without the switch still reads their own answer to a sick report; others without it do not", async () => {
    const id = await conversationOf(phone(1)); // the first test's: Joost (no switch) has it
    const reply = "Ik heb je ziekmelding doorgezet, beterschap!";
    const replyId = randomUUID();
    const sent = zero.lid.mutate(
      mutators.conversation.reply({ id: replyId, conversation_id: id, body: reply, now: Date.now() }),
    );
    expect((await sent.server)?.type).toBe("success");
    await eventually(async () => (await threadOf(zero.owner, id)).some((m) => m.id === replyId), 30_000);
    const [stored] = await app.sql`select is_health from whatsapp_messages where id = ${replyId}`;
    expect(stored.is_health).toBe(true);
    expect((await threadOf(zero.lid, id)).map((m) => m.message_body)).toContain(reply);
    const [row] = await zero.lid.run(queries.conversations.byId({ organizationId: owner.org, conversationId: id }), {
      type: "complete",
    });
    expect(lastMessagePreview(row.messages[0], lid.userId, row)).toEqual({ by: nl.inbox.previewYou, text: reply });
    expect((await threadOf(zero.beheer, id)).some((m) => m.id === replyId)).toBe(false);
    // The inbox search finds it for its writer as the thread shows it, and not for the others without the switch.
    const search = async (user: TestUser) =>
      (await app.api<{ ids: string[] }>(user, owner.org, "POST", "inbox/search", { query: "doorgezet", filter: "all" }))
        .body.ids;
    expect(await search(lid)).toContain(id);
    expect(await search(beheer)).not.toContain(id);
    expect(await search(owner)).toContain(id);
  });

  it("a colleague's reply in a conversation without a sick report stays readable for everyone", async () => {
    await ask(phone(4), "hoeveel vakantiedagen heb ik per jaar?");
    const id = await conversationOf(phone(4));
    await listed(zero.owner, id);
    const reply = "Je hebt er nog 12 over dit jaar.";
    const sent = zero.owner.mutate(
      mutators.conversation.reply({ id: randomUUID(), conversation_id: id, body: reply, now: Date.now() }),
    );
    expect((await sent.server)?.type).toBe("success");
    await eventually(async () => (await threadOf(zero.lid, id)).some((m) => m.message_body === reply), 30_000);
    const [row] = await zero.lid.run(queries.conversations.byId({ organizationId: owner.org, conversationId: id }), {
      type: "complete",
    });
    expect(lastMessagePreview(row.messages[0], lid.userId, row)?.text).toBe(reply);
  });
});
