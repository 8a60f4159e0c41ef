import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { lastMessagePreview } from "../../src/features/inbox/last-message-preview.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { orgLookups, syncSettingsScreens } from "../support/org-lookups.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestUser, type TestZero, uncheckedMutator, verdict } from "../support/zero-client.ts";

// What the privacy officer asked for, through the real stack: a sick report sent over the
// signed webhook reaches (Zero, the bell, the search route, the exports) only colleagues
// whose 'Mag ziekmeldingen zien' is on; reading one is logged once a day; and the first
// reply (through the fake Twilio) names the privacy statement and STOP.

const noop = uncheckedMutator;
// A tampered browser: its mutators check nothing, so only the server can refuse.
const rogue = defineMutators({
  health: { setAccess: noop(), viewed: noop() },
  organization: { updatePrivacyStatement: noop() },
});

let app: Stack;
let twilio: FakeTwilio;
let account: TwilioAccount;
let owner: Owner; // owner (switch on by default)
let lid: TestUser; // a User (switch off by default)
let other: Owner; // another organisation's owner
let zOwner: TestZero;
let zLid: TestZero;
const SENDER = "+3197010000076";
const SICK = "ik ben ziek vandaag, kan niet komen werken";
const phone = (n: number) => `+3165076${String(n).padStart(4, "0")}`;

const ask = (from: string, body: string) => replyTo(twilio, app.url, owner.org, account, { from, to: SENDER, body });
const { conversationOf, healthAccessLogFromNow, membershipOf, threadOf, whenThreadShows } = orgLookups(() => ({
  app,
  owner,
}));
const healthNotes = (zero: TestZero) =>
  zero
    .run(queries.notifications.mine({ limit: 50 }), { type: "complete" })
    .then((rows) => rows.filter((n) => n.title === nl.assistant.sickNotificationTitle));
const search = (user: TestUser, query: string) =>
  app.api<{ ids: string[] }>(user, owner.org, "POST", "inbox/search", { query, filter: "all" });
const viewedLog = (conversationId: string) =>
  app.sql<{ actor_user_id: string; details: { employee_id: string | null } }[]>`
    select actor_user_id, details from activity_log
    where organization_id = ${owner.org} and kind = 'health_data_viewed' and target = ${conversationId}`;

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("fg-eigenaar@gezondzorg.nl", "Femke Eigenaar");
  lid = await app.signUpMember(owner.org, "fg-lid@gezondzorg.nl", "Lars Lid");
  other = await app.signUpOwner("fg-ander@anderzorg.nl", "Otto Ander");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, 'Hoe meld ik me ziek?', 'Bel vóór 07:00 uur je leidinggevende.'),
    (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar.')`;
  zOwner = await app.openZero(owner);
  await syncSettingsScreens(zOwner, owner.org);
  zLid = await app.openZero(lid);
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

describe("who may see health data", () => {
  let conversation: string;
  beforeAll(async () => {
    await ask(phone(1), "hoeveel vakantiedagen heb ik per jaar?");
    await ask(phone(1), SICK);
    conversation = await conversationOf(phone(1));
  }, 90_000);

  it("a User without the switch gets no sick report through Zero, the bell or the search, only its place", async () => {
    // The owner (switch on by default) reads the report and its labelled reply. The report is
    // stored before the reply marks it health data (two commits): wait for the reply, as a
    // thread that showed the report a moment before it was marked would still be on its way.
    const full = await eventually(async () => {
      const rows = await threadOf(zOwner, conversation);
      return rows.some((m) => m.message_body === SICK) && rows.some((m) => m.is_from_bot && m.is_health) ? rows : null;
    }, 30_000);
    expect(full.filter((m) => m.is_health).map((m) => m.is_from_bot)).toEqual([true, false]);
    expect(full.find((m) => m.is_from_bot && m.is_health)?.explanation?.sickReport).toBe(true);
    expect(await healthNotes(zOwner)).toHaveLength(1);

    // The User: the vacation question and its answer, never the report nor its reply.
    const masked = await threadOf(zLid, conversation);
    expect(masked.map((m) => m.message_body)).toContain("hoeveel vakantiedagen heb ik per jaar?");
    expect(masked.some((m) => m.message_body === SICK || m.message_body.includes(nl.assistant.sickWish))).toBe(false);
    expect(masked.some((m) => m.is_health || m.explanation?.sickReport)).toBe(false);
    // Where they stood, without a word of them.
    const marks = await zLid.run(
      queries.healthMarks.ofConversation({ organizationId: owner.org, conversationId: conversation, limit: 50 }),
      { type: "complete" },
    );
    expect(marks.map((m) => m.is_from_bot).sort()).toEqual([false, true]);
    expect(Object.keys(marks[0]).sort()).toEqual([
      "conversation_id",
      "created_at",
      "id",
      "is_from_bot",
      "is_outbound",
      "organization_id",
    ]);
    // The list's preview is the message before the report, not the report's reply.
    const [row] = await zLid.run(
      queries.conversations.byId({ organizationId: owner.org, conversationId: conversation }),
      { type: "complete" },
    );
    expect(row.messages[0]?.is_health).toBe(false);
    expect(row.messages[0]?.message_body).not.toContain(nl.assistant.sickWish);
    // ...and the place of the newer report's reply, so the row reads "Assistent: Ziekmelding".
    expect(row.healthMarks).toHaveLength(1);
    expect(row.healthMarks[0].created_at).toBeGreaterThan(row.messages[0]?.created_at ?? 0);
    expect(lastMessagePreview(row.messages[0], lid.userId, row)).toEqual({
      by: nl.inbox.previewBot,
      text: nl.inbox.sickReport,
    });
    // No notification was made for them, and the search does not find the report's words.
    expect(await healthNotes(zLid)).toEqual([]);
    const [made] = await app.sql`select count(*)::int as n from notifications
      where user_id = ${lid.userId} and organization_id = ${owner.org} and is_health`;
    expect(made.n).toBe(0);
    expect((await search(lid, "ziek vandaag")).body.ids).not.toContain(conversation);
    expect((await search(owner, "ziek vandaag")).body.ids).toContain(conversation);
    expect((await search(lid, "vakantiedagen")).body.ids).toContain(conversation);
  });

  it("an admin turns the switch on and off; off takes the bell's sick reports and the export away", async () => {
    const lidMembership = await membershipOf(lid);
    // A User cannot give it to themselves, even with a tampered browser.
    const lidRogue = await app.openUncheckedZero(lid, rogue);
    expect(await verdict(lidRogue.mutate(rogue.health.setAccess({ id: lidMembership, allowed: true })))).toEqual({
      type: "error",
      message: nl.errors.notFoundOrNotAuthorized,
    });
    // Nor may another organisation's owner.
    const otherRogue = await app.openUncheckedZero(other, rogue);
    expect((await verdict(otherRogue.mutate(rogue.health.setAccess({ id: lidMembership, allowed: true })))).type).toBe(
      "error",
    );
    expect((await threadOf(zLid, conversation)).some((m) => m.message_body === SICK)).toBe(false);

    const ownMembership = await membershipOf(owner);
    try {
      await switchedOnAndOff(lidMembership, ownMembership);
    } finally {
      // Back to the default for the tests below, also when a step above failed.
      await verdict(zOwner.mutate(mutators.health.setAccess({ id: lidMembership, allowed: false })));
      await verdict(zOwner.mutate(mutators.health.setAccess({ id: ownMembership, allowed: true })));
    }
  });

  async function switchedOnAndOff(lidMembership: string, ownMembership: string) {
    const loggedSince = await healthAccessLogFromNow();
    expect(await verdict(zOwner.mutate(mutators.health.setAccess({ id: lidMembership, allowed: true })))).toEqual({
      type: "success",
    });
    // Live: the User's open thread now holds the report.
    await whenThreadShows(zLid, conversation, SICK);

    // The owner turns their own switch off: their sick-report notification goes, and the
    // number's archive (which holds the report) is refused rather than handed out masked.
    expect((await verdict(zOwner.mutate(mutators.health.setAccess({ id: ownMembership, allowed: false })))).type).toBe(
      "success",
    );
    await eventually(async () => (await healthNotes(zOwner)).length === 0, 30_000);
    expect((await threadOf(zOwner, conversation)).some((m) => m.is_health)).toBe(false);
    const refused = await app.api<{ error: { description: string } }>(
      owner,
      owner.org,
      "GET",
      `employee-data/conversations/${conversation}/export`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.description).toBe(nl.privacy.exportNeedsHealthAccess);
    await verdict(zOwner.mutate(mutators.health.setAccess({ id: ownMembership, allowed: true })));
    const allowed = await app.api<{ conversations: { messages: { is_health: boolean }[] }[] }>(
      owner,
      owner.org,
      "GET",
      `employee-data/conversations/${conversation}/export`,
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body.conversations[0].messages.filter((m) => m.is_health)).toHaveLength(2);

    const changes = await loggedSince();
    expect(changes.map((c) => [c.target, c.details.allowed])).toEqual([
      [lid.userId, true],
      [owner.userId, false],
      [owner.userId, true],
    ]);
  }

  it("opening a conversation with a sick report is logged once per colleague per day, only for who may read it", async () => {
    const open = (zero: TestZero) =>
      verdict(zero.mutate(mutators.health.viewed({ organizationId: owner.org, conversationId: conversation })));
    expect(await open(zOwner)).toEqual({ type: "success" });
    expect(await open(zOwner)).toEqual({ type: "success" });
    // Without the switch nothing was read, so nothing is logged.
    expect(await open(zLid)).toEqual({ type: "success" });
    const log = await viewedLog(conversation);
    expect(log.map((e) => e.actor_user_id)).toEqual([owner.userId]);
    // Another organisation cannot write into this log, with its own id or this one's.
    const otherRogue = await app.openUncheckedZero(other, rogue);
    expect(
      (
        await verdict(
          otherRogue.mutate(rogue.health.viewed({ organizationId: owner.org, conversationId: conversation })),
        )
      ).type,
    ).toBe("error");
    expect(
      await verdict(
        otherRogue.mutate(rogue.health.viewed({ organizationId: other.org, conversationId: conversation })),
      ),
    ).toMatchObject({ type: "error" });
    expect(await viewedLog(conversation)).toHaveLength(1);
    // A conversation without a sick report is not logged.
    await ask(phone(2), "hoeveel vakantiedagen heb ik per jaar?");
    const plain = await conversationOf(phone(2));
    await verdict(zOwner.mutate(mutators.health.viewed({ organizationId: owner.org, conversationId: plain })));
    expect(await viewedLog(plain)).toEqual([]);
  });
});

describe("the first reply names the privacy statement and STOP", () => {
  it("once, in the first reply only, and without a statement only STOP", async () => {
    const url = "https://gezondzorg.nl/privacy";
    const ownerRogue = await app.openUncheckedZero(owner, rogue);
    // Bad input from a tampered browser changes nothing.
    const setBy = async (client: TestZero, value: string) =>
      (
        await verdict(
          client.mutate(
            rogue.organization.updatePrivacyStatement({ id: owner.org, privacy_statement_url: value, now: Date.now() }),
          ),
        )
      ).type;
    for (const bad of [
      "http://gezondzorg.nl/privacy",
      "javascript:alert(1)",
      `https://gezondzorg.nl/${"x".repeat(600)}`,
    ])
      expect(await setBy(ownerRogue, bad)).toBe("error");
    const stored = async () =>
      (await app.sql`select privacy_statement_url from organizations where id = ${owner.org}`)[0].privacy_statement_url;
    expect(await stored()).toBeNull();
    // A User may not set it.
    expect(await setBy(await app.openUncheckedZero(lid, rogue), url)).toBe("error");
    expect(await stored()).toBeNull();

    // Without one: the first reply says only how STOP works.
    const first = await ask(phone(3), "hoeveel vakantiedagen heb ik per jaar?");
    expect(first).toContain(nl.assistant.privacyNotice(null));
    expect(first).not.toContain("Privacyverklaring");

    expect(
      await verdict(
        zOwner.mutate(
          mutators.organization.updatePrivacyStatement({ id: owner.org, privacy_statement_url: url, now: Date.now() }),
        ),
      ),
    ).toEqual({ type: "success" });
    expect(await stored()).toBe(url);
    const opening = await ask(phone(4), "hoeveel vakantiedagen heb ik per jaar?");
    expect(opening).toContain(`\n${nl.assistant.privacyNotice(url)}\n`);
    expect(opening.split(url)).toHaveLength(2);
    expect(opening).toContain("25 vakantiedagen");
    const second = await ask(phone(4), "hoeveel vakantiedagen heb ik per jaar?");
    expect(second).toContain("25 vakantiedagen");
    expect(second).not.toContain(url);
    expect(second).not.toContain("STOP");
    // What the line promises is what STOP does.
    const stop = await ask(phone(4), "STOP");
    expect(stop).toBe(nl.assistant.optOut.stop);
  });
});
