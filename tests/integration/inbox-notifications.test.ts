import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { orgLookups, syncSettingsScreens } from "../support/org-lookups.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestUser, type TestZero, uncheckedMutator, verdict } from "../support/zero-client.ts";

// 'Krijgt meldingen van de inbox': a planner (a User) who works the inbox is told of questions
// for HR as the owners and admins are, once an admin turns it on for them; the other Users are
// not. Through the signed webhook, the real assistant job and each colleague's Zero client.
const rogue = defineMutators({ member: { setInboxNotifications: uncheckedMutator() } });
const DENIED = { type: "error", message: nl.errors.notFoundOrNotAuthorized };
const SENDER = "+3197010000185";
const ANGRY = "dit is echt belachelijk!!! mn loon is weer te laat en niemand neemt op bij jullie";
const phone = (n: number) => `+3165085${String(n).padStart(4, "0")}`;

let app: Stack;
let twilio: FakeTwilio;
let account: TwilioAccount;
let owner: Owner;
let outsider: Owner; // owner of another organisation
let planner: TestUser;
let other: TestUser; // a User nobody turned it on for
let zOwner: TestZero;
let zPlanner: TestZero;
let zOther: TestZero;

const { membershipOf } = orgLookups(() => ({ app, owner }));
const ask = (from: string, body: string) => replyTo(twilio, app.url, owner.org, account, { from, to: SENDER, body });
/** The "Vraag voor HR" notifications the colleague's bell shows. */
const questions = async (zero: TestZero) =>
  (await zero.run(queries.notifications.mine({ limit: 50 }), { type: "complete" })).filter(
    (n) => n.title === nl.assistant.handoverNotificationTitle && n.organization_id === owner.org,
  ).length;
const switchOf = async (user: TestUser) =>
  (await app.sql`select inbox_notifications from organization_members where id = ${await membershipOf(user)}`)[0]
    .inbox_notifications;

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("im-eigenaar@inboxmeldingen.nl", "Ilse Eigenaar");
  outsider = await app.signUpOwner("im-buiten@andere-org.nl", "Otto Buiten");
  planner = await app.signUpMember(owner.org, "im-planner@inboxmeldingen.nl", "Pim Planner");
  other = await app.signUpMember(owner.org, "im-lid@inboxmeldingen.nl", "Lotte Lid");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  [zOwner, zPlanner, zOther] = await Promise.all([app.openZero(owner), app.openZero(planner), app.openZero(other)]);
  // The Users screen's rows, which the switch's optimistic run reads in the browser.
  await syncSettingsScreens(zOwner, owner.org);
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

describe("inbox notifications for a User", () => {
  it("off at first: a question for HR reaches the owner, not the Users", async () => {
    expect(await switchOf(planner)).toBe(false);
    await ask(phone(1), ANGRY);
    await eventually(async () => (await questions(zOwner)) === 1, 30_000);
    expect(await questions(zPlanner)).toBe(0);
    expect(await questions(zOther)).toBe(0);
  });

  it("turned on by an admin (logged): the planner is told of the next question, the other User still not", async () => {
    const membership = await membershipOf(planner);
    expect(await verdict(zOwner.mutate(mutators.member.setInboxNotifications({ id: membership, on: true })))).toEqual({
      type: "success",
    });
    expect(await switchOf(planner)).toBe(true);
    const [logged] = await app.sql`select actor_user_id, target, details from activity_log
      where organization_id = ${owner.org} and kind = 'inbox_notifications_changed'`;
    expect(logged).toMatchObject({ actor_user_id: owner.userId, target: planner.userId, details: { on: true } });
    // The Users screen reads the switch live.
    await eventually(async () => {
      const members = await zOwner.run(queries.members.ofOrganization({ organizationId: owner.org }));
      return members.find((m) => m.id === membership)?.inbox_notifications === true;
    }, 30_000);

    await ask(phone(2), ANGRY);
    await eventually(async () => (await questions(zPlanner)) === 1, 30_000);
    await eventually(async () => (await questions(zOwner)) === 2, 30_000);
    expect(await questions(zOther)).toBe(0);
  });

  it("a User cannot turn it on for themselves or a colleague, nor an admin of another organisation", async () => {
    const theirs = await membershipOf(other);
    const asUser = await app.openUncheckedZero(other, rogue);
    expect(await verdict(asUser.mutate(rogue.member.setInboxNotifications({ id: theirs, on: true })))).toEqual(DENIED);
    const asOutsider = await app.openUncheckedZero(outsider, rogue);
    expect(await verdict(asOutsider.mutate(rogue.member.setInboxNotifications({ id: theirs, on: true })))).toEqual(
      DENIED,
    );
    expect(await switchOf(other)).toBe(false);
    // Bad input, even from an admin's client that skips its own checks, is refused on the server.
    const asOwner = await app.openUncheckedZero(owner, rogue);
    for (const args of [
      { id: "x".repeat(500), on: true },
      { id: theirs, on: "ja" },
    ]) {
      expect((await verdict(asOwner.mutate(rogue.member.setInboxNotifications(args as never)))).type).toBe("error");
    }
    expect(await switchOf(other)).toBe(false);
  });

  it("turned off again: the next question no longer reaches the planner", async () => {
    const membership = await membershipOf(planner);
    expect(await verdict(zOwner.mutate(mutators.member.setInboxNotifications({ id: membership, on: false })))).toEqual({
      type: "success",
    });
    await ask(phone(3), ANGRY);
    await eventually(async () => (await questions(zOwner)) === 3, 30_000);
    expect(await questions(zPlanner)).toBe(1);
  });
});
