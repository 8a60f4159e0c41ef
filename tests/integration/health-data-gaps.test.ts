import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { conversationWith } from "../support/analytics-fixture.ts";
import { orgLookups, syncSettingsScreens } from "../support/org-lookups.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestUser, type TestZero, verdict } from "../support/zero-client.ts";

// The places health data and personal data still reached after 'Mag ziekmeldingen zien' and
// 'Bevat persoonsgegevens' came: a sick report sent while a colleague has the conversation,
// analytics' unanswered questions, a User promoted to admin, the bell's count against what
// it shows, and the setup progress and FAQ dialog counting a staff list as a usable document.

let app: Stack;
let twilio: FakeTwilio;
let account: TwilioAccount;
let owner: Owner; // owner (switch on by default)
let lid: TestUser; // a User (switch off by default)
let zOwner: TestZero;
let zLid: TestZero;
const SENDER = "+3197010000180";
const SICK = "ik ben ziek vandaag, kan niet komen werken";
const phone = (n: number) => `+3165080${String(n).padStart(4, "0")}`;

const ask = (from: string, body: string) => replyTo(twilio, app.url, owner.org, account, { from, to: SENDER, body });
const { conversationOf, healthAccessLogFromNow, membershipOf, threadOf, whenThreadShows } = orgLookups(() => ({
  app,
  owner,
}));
const setAccess = async (user: TestUser, allowed: boolean) =>
  verdict(zOwner.mutate(mutators.health.setAccess({ id: await membershipOf(user), allowed })));
/** The bell as the user sees it: its rows, and the unread count the database keeps. */
const bell = async (zero: TestZero, user: TestUser) => {
  const rows = await zero.run(queries.notifications.mine({ limit: 50 }), { type: "complete" });
  const [count] = await app.sql<
    { unread: number }[]
  >`select unread from notification_counts where user_id = ${user.userId}`;
  return {
    health: rows.filter((n) => n.title === nl.assistant.sickNotificationTitle).length,
    shownUnread: rows.filter((n) => n.read_at == null).length,
    counted: count?.unread ?? 0,
  };
};

/** What the bell shows that the database no longer holds: said when a count is off. */
const notStored = async (zero: TestZero) => {
  const rows = await zero.run(queries.notifications.mine({ limit: 50 }), { type: "complete" });
  const ids = rows.map((n) => n.id);
  if (ids.length === 0) return "the bell shows nothing";
  const stored = await app.sql<{ id: string }[]>`select id from notifications where id in ${app.sql(ids)}`;
  const gone = rows.filter((n) => !stored.some((s) => s.id === n.id));
  return `shown but not stored: ${JSON.stringify(gone.map((n) => [n.title, n.is_health, n.created_at]))}`;
};

/**
 * Returns once `user`'s browser has everything committed before the call: a notification
 * written now reaches it only after every change committed before it (zero-cache keeps order).
 */
const carriedSoFar = async (zero: TestZero, user: TestUser) => {
  const [mark] = await app.sql<{ id: string }[]>`insert into notifications
    (id, user_id, organization_id, type, title, message, data)
    values (gen_random_uuid(), ${user.userId}, ${owner.org}, 'new_conversation', 'Tot hier', 'Tot hier.', '{}')
    returning id`;
  await eventually(async () => {
    const rows = await zero.run(queries.notifications.mine({ limit: 50 }), { type: "complete" });
    return rows.some((n) => n.id === mark.id);
  }, 30_000);
};

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("hg-eigenaar@gatenzorg.nl", "Hanna Eigenaar");
  lid = await app.signUpMember(owner.org, "hg-lid@gatenzorg.nl", "Gijs Lid");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, 'Hoe meld ik me ziek?', 'Bel vóór 07:00 uur je leidinggevende.'),
    (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar.')`;
  zOwner = await app.openZero(owner);
  await syncSettingsScreens(zOwner, owner.org);
  // The inbox's list, so that taking a conversation over finds it in the browser too.
  zOwner.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
  zLid = await app.openZero(lid);
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

describe("health data", () => {
  it("a sick report sent while a colleague has the conversation is health data, hidden from a User without the switch", async () => {
    await ask(phone(1), "hoeveel vakantiedagen heb ik per jaar?");
    const id = await conversationOf(phone(1));
    await eventually(async () =>
      (await zOwner.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some((c) => c.id === id),
    );
    expect((await zOwner.mutate(mutators.conversation.takeOver({ id })).server)?.type).toBe("success");
    await twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
      from: phone(1),
      to: SENDER,
      body: SICK,
    });
    // The assistant stays silent; the owner, who has it and may read it, gets the Ziekmelding
    // (passToStaff is done with it).
    const report = await eventually(async () => {
      const [row] = await app.sql<{ id: string; is_health: boolean }[]>`select m.id, m.is_health
        from whatsapp_messages m where m.conversation_id = ${id} and m.message_body = ${SICK}
        and not exists (select 1 from system.assistant_outbox o where o.message_id = m.id)`;
      return row;
    }, 30_000);
    expect(report.is_health).toBe(true);
    // The owner (switch on) reads it; the User sees only where it stood.
    await whenThreadShows(zOwner, id, SICK);
    const masked = await threadOf(zLid, id);
    expect(masked.map((m) => m.message_body)).toContain("hoeveel vakantiedagen heb ik per jaar?");
    expect(masked.some((m) => m.message_body === SICK)).toBe(false);
    const marks = await zLid.run(
      queries.healthMarks.ofConversation({ organizationId: owner.org, conversationId: id, limit: 50 }),
      { type: "complete" },
    );
    expect(marks.map((m) => m.id)).toEqual([report.id]);
    // Nor does the inbox search find its words for the User.
    const search = await app.api<{ ids: string[] }>(lid, owner.org, "POST", "inbox/search", {
      query: "ziek vandaag",
      filter: "all",
    });
    expect(search.body.ids).not.toContain(id);
  });

  it("analytics' unanswered questions list a sick report only to a colleague with the switch", async () => {
    // A sick report whose question the assistant handed to HR, marked as storeReply marks it.
    const now = Date.now();
    const { id, messageIds } = await conversationWith(app.sql, owner.org, phone(2), [
      {
        at: new Date(now - 2000).toISOString(),
        direction: "inbound",
        body: "ik ben ziek, wanneer komt de kerstbonus?",
      },
      { at: new Date(now - 1000).toISOString(), direction: "outbound", handover: true, replyTo: 0 },
    ]);
    await app.sql`update whatsapp_messages set is_health = true where id in ${app.sql(messageIds)}`;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
    const unanswered = async (user: TestUser) => {
      const res = await app.api<{ unanswered: { conversationId: string; question: string }[] }>(
        user,
        owner.org,
        "GET",
        `analytics/details?from=${today}&to=${today}`,
      );
      expect(res.status).toBe(200);
      return JSON.stringify(res.body.unanswered);
    };
    const seen = await unanswered(owner);
    expect(seen).toContain(id);
    expect(seen).toContain("kerstbonus");
    const hidden = await unanswered(lid);
    expect(hidden).not.toContain(id);
    expect(hidden).not.toContain("kerstbonus");
  });

  it("a User made admin gets the switch, logged as the admin's change; made User again keeps it", async () => {
    const membership = await membershipOf(lid);
    try {
      const flag = async () =>
        (await app.sql`select may_see_health from organization_members where id = ${membership}`)[0].may_see_health;
      expect(await flag()).toBe(false);
      const loggedSince = await healthAccessLogFromNow();
      expect(await verdict(zOwner.mutate(mutators.member.changeRole({ id: membership, role: "admin" })))).toEqual({
        type: "success",
      });
      expect(await flag()).toBe(true);
      const changes = await loggedSince();
      expect(changes.map((c) => [c.actor_user_id, c.target, c.details.allowed])).toEqual([
        [owner.userId, lid.userId, true],
      ]);
      // Live: the sick report of the first conversation now reaches them.
      const first = await conversationOf(phone(1));
      await whenThreadShows(zLid, first, SICK);
      // Back to User: the switch stays as it is (it follows the task); an admin turns it off.
      expect(await verdict(zOwner.mutate(mutators.member.changeRole({ id: membership, role: "member" })))).toEqual({
        type: "success",
      });
      expect(await flag()).toBe(true);
      expect((await setAccess(lid, false)).type).toBe("success");
      expect(await flag()).toBe(false);
    } finally {
      // As it was, also after a failed attempt: its retry and the tests after it start from a
      // User without the switch (a run once left them admin, and the next two tests failed).
      await app.sql`update organization_members set role = 'member', may_see_health = false where id = ${membership}`;
    }
  });

  it("no health notification is kept for a colleague without the switch: the bell's count is what it shows, off and on again", async () => {
    // A notification about a sick report made for the User (no switch) is not stored.
    const before = await bell(zLid, lid);
    await app.sql`insert into notifications (id, user_id, organization_id, type, title, message, data, is_health)
      values (gen_random_uuid(), ${lid.userId}, ${owner.org}, 'new_conversation',
        ${nl.assistant.sickNotificationTitle}, 'Iemand meldde zich ziek.', '{}', true)`;
    expect(await bell(zLid, lid)).toEqual(before);
    const [stored] = await app.sql`select count(*)::int as n from notifications
      where user_id = ${lid.userId} and organization_id = ${owner.org} and is_health`;
    expect(stored.n).toBe(0);

    // The owner's sick-report notifications go with the switch, and the count with them (the
    // first test's report, told to the owner who had taken that conversation over, among them).
    const told = (await bell(zOwner, owner)).health;
    await ask(phone(3), SICK);
    await eventually(async () => (await bell(zOwner, owner)).health === told + 1, 30_000);
    expect((await setAccess(owner, false)).type).toBe("success");
    const off = await eventually(async () => {
      const b = await bell(zOwner, owner);
      return b.health === 0 && b.counted === b.shownUnread ? b : null;
    }, 30_000);
    // On again: none come back, and the count still matches the bell. The browser hid them by
    // its own copy of the switch; whether zero-cache took them out shows only once it has
    // carried everything committed so far, so wait for a notification written after both.
    expect((await setAccess(owner, true)).type).toBe("success");
    await carriedSoFar(zOwner, owner);
    const again = await bell(zOwner, owner);
    expect(again, again.health === off.health ? undefined : await notStored(zOwner)).toEqual({
      health: off.health,
      shownUnread: off.shownUnread + 1,
      counted: off.counted + 1,
    });
    // A sick report from now on is told again.
    await ask(phone(5), SICK);
    const on = await eventually(async () => {
      const b = await bell(zOwner, owner);
      return b.health === 1 && b.counted === b.shownUnread ? b : null;
    }, 30_000);
    expect(on.counted).toBe(off.counted + 2);
  });

  it("a sick report told while an admin turns the switch off reaches the bell neither way round", async () => {
    const membership = await membershipOf(owner);
    const notes = async () =>
      (
        await app.sql`select count(*)::int as n from notifications
          where user_id = ${owner.userId} and organization_id = ${owner.org} and is_health`
      )[0].n;
    const earlier = await notes();
    expect(earlier).toBe(1);
    // The switch goes off in a transaction that has not committed yet while the report is answered.
    await app.sql.begin(async (tx) => {
      await tx`update organization_members set may_see_health = false where id = ${membership}`;
      await twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
        from: phone(4),
        to: SENDER,
        body: SICK,
      });
      await new Promise((r) => setTimeout(r, 3000));
    });
    await eventually(async () => twilio.sent.some((m) => m.to === `whatsapp:${phone(4)}`), 30_000);
    expect(await notes()).toBe(0);
    const rows = () =>
      app.sql`select title, is_health, read_at is null as unread from notifications where user_id = ${owner.userId}`;
    const settled = await eventually(async () => {
      const b = await bell(zOwner, owner);
      return b.counted === b.shownUnread ? b : null;
    }, 15_000).catch(async () => ({ rows: await rows(), bell: await bell(zOwner, owner) }));
    expect(settled).toMatchObject({ health: 0 });
    await setAccess(owner, true);
  });
});

describe("a document marked 'Bevat persoonsgegevens' is not usable until an admin allows it", () => {
  const PEOPLE = ["Femke Visser", "Ruben de Graaf", "Yusuf Demir", "Lieke van Dam", "Noah Bos", "Iris Mulder"];
  const list = [
    "Personeelslijst vrieshal",
    "",
    ...PEOPLE.map(
      (name, i) => `${name}, personeelsnummer ${5100 + i}, geboren 0${i + 1}-05-1990, werkt in de vrieshal`,
    ),
  ].join("\n");
  const setup = () =>
    Promise.all([
      zOwner.run(queries.documents.completedForSetup({ organizationId: owner.org }), { type: "complete" }),
      zOwner.run(queries.documents.withheldForSetup({ organizationId: owner.org }), { type: "complete" }),
    ]).then(([usable, withheld]) => ({ usable: usable.length, withheld: withheld.length }));
  const assist = (body: unknown) =>
    app.api<{ hasDocuments?: boolean; withheld?: boolean; error?: { description?: string } }>(
      owner,
      owner.org,
      "POST",
      "faq-assist",
      body,
    );

  it("neither the setup progress nor the FAQ dialog counts a staff list, and 'Genereer met AI' says why", async () => {
    const res = await app.upload(owner, owner.org, "vrieshal.txt", new TextEncoder().encode(list), "text/plain");
    expect(res.status).toBe(201);
    const listId = res.body.documents?.[0].id as string;
    await eventually(async () => {
      const [row] = await app.sql`select processing_status, personal_data from documents where id = ${listId}`;
      return row.processing_status === "completed" && row.personal_data;
    }, 90_000);
    expect(await eventually(async () => ((await setup()).withheld === 1 ? setup() : null), 30_000)).toEqual({
      usable: 0,
      withheld: 1,
    });
    expect((await assist({ action: "documents-summary" })).body).toEqual({ hasDocuments: false, withheld: true });
    const draft = await assist({ action: "answer", question: "Wie werken er in de vrieshal?", mode: "exact" });
    expect(draft.status).toBe(404);
    expect(draft.body.error?.description).toBe(nl.faq.generateNothingFoundWithheld);

    // Allowed by an admin, it counts and answers.
    expect((await app.api(owner, owner.org, "PUT", `documents/${listId}/answers`, { allowed: true })).status).toBe(200);
    await eventually(async () => (await setup()).usable === 1, 30_000);
    expect(await setup()).toEqual({ usable: 1, withheld: 0 });
    expect((await assist({ action: "documents-summary" })).body).toEqual({ hasDocuments: true, withheld: false });
  });
});
