import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { groupedNumber } from "../../common/inbox/grouped-number.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { FAQS } from "../support/cleaning-company-faqs.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually } from "../support/zero-client.ts";

// A cleaning company's employees as a QA run found them answered badly (qa/q1-report.md),
// through the signed webhook as Twilio delivers their messages, without a language model.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
const SENDER = "+3197010000077";
let phoneSeq = 0;
const newPhone = () => `+316${String(47_000_000 + ++phoneSeq * 7919).slice(-8)}`;

type Inbound = Parameters<FakeTwilio["inbound"]>[2];
const send = (from: string, body: string, extra: Partial<Inbound> = {}) =>
  twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
    from,
    to: SENDER,
    body,
    ...extra,
  });
const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);

/** Sends one message and returns the assistant's reply to it. */
async function replyTo(phone: string, body: string, extra: Partial<Inbound> = {}) {
  const before = sentTo(phone).length;
  await send(phone, body, extra);
  await eventually(async () => sentTo(phone).length > before, 20_000);
  return sentTo(phone)[before].body;
}

/** The notifications staff got about a conversation, as "title: message". */
const notesOf = async (phone: string) =>
  (
    await app.sql`select n.title, n.message from notifications n join conversations c on c.id::text = n.data->>'conversation_id'
      where c.organization_id = ${owner.org} and c.customer_phone = ${phone} order by n.created_at`
  ).map((n) => `${n.title}: ${n.message}`);

const lastReplyOf = async (phone: string) =>
  (
    await app.sql`select m.handover, m.explanation->>'note' as note from whatsapp_messages m
      join conversations c on c.id = m.conversation_id
      where c.organization_id = ${owner.org} and c.customer_phone = ${phone} and m.is_from_bot
      order by m.created_at desc limit 1`
  )[0];

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("hr@glans-schoonmaak.nl", "Petra Glans");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  for (const [question, answer] of FAQS)
    await app.sql`insert into faqs (id, organization_id, question, answer) values (gen_random_uuid(), ${owner.org}, ${question}, ${answer})`;
});
afterAll(async () => {
  await app?.stop();
});

describe("a photo with words that only say what it is", () => {
  it("'hierbij mn ziekbriefje' and 'zie foto' get the notice that the file is not read, not choices or a hand-over", async () => {
    for (const words of ["hierbij mn ziekbriefje", "zie foto", "mn contract getekend terug"]) {
      const phone = newPhone();
      const reply = await replyTo(phone, words, {
        media: [words.includes("contract") ? "application/pdf" : "image/jpeg"],
      });
      expect(reply, words).toContain(nl.assistant.attachmentOnly(["image"]));
      expect(reply, words).not.toContain(nl.assistant.attachmentNotRead);
      expect(reply, words).not.toContain("1. ");
      expect(await lastReplyOf(phone), words).toEqual({ handover: false, note: nl.explanation.attachmentNamedOnly });
      expect(await notesOf(phone), words).toEqual([]);
    }
  });

  it("words beside a photo that ask something are still answered", async () => {
    const phone = newPhone();
    const reply = await replyTo(phone, "hoe meld ik me ziek", { media: ["image/jpeg"] });
    expect(reply).toContain(nl.assistant.attachmentNotRead);
    expect(reply).toContain("Bel vóór 07:00 uur de planning");
  });
});

describe("an angry employee", () => {
  it("whom nothing answers for sure gets an apology and HR, not a list of topics; staff hear they are angry", async () => {
    const phone = newPhone();
    const reply = await replyTo(
      phone,
      "dit is echt belachelijk!!! mn loon is weer te laat en niemand neemt op bij jullie",
    );
    expect(reply).toContain(nl.assistant.handoverFrustrated);
    expect(reply).not.toContain("1. ");
    expect(await lastReplyOf(phone)).toEqual({ handover: true, note: nl.explanation.frustrated });
    expect(await notesOf(phone)).toEqual([
      `${nl.assistant.handoverNotificationTitle}: ${nl.assistant.handoverFrustratedNotificationMessage(groupedNumber(phone))}`,
    ]);
  });

  it("who asks what the FAQ answers for sure gets the answer", async () => {
    const phone = newPhone();
    const reply = await replyTo(phone, "wanneer wordt het salaris nou eindelijk betaald!!!");
    expect(reply).toContain("Het salaris wordt elke 4 weken betaald");
    expect(reply).not.toContain(nl.assistant.handoverFrustrated);
  });
});

describe("hand-overs that say why", () => {
  it("a question about one's own balance hears that the assistant cannot see personal data", async () => {
    const phone = newPhone();
    const reply = await replyTo(phone, "hoeveel vakantiedagen heb ik nog");
    expect(reply).toContain(nl.assistant.handoverOwnRecord);
    expect(reply).not.toContain(nl.assistant.handover);
    expect((await lastReplyOf(phone)).handover).toBe(true);
  });

  it("answers an English question whose words it reads, and says in English how to pick from choices", async () => {
    // English function words are phrasing, "paid" the thesaurus reads: the salary FAQ answers.
    const answered = await replyTo(newPhone(), "hi, when do i get paid?");
    expect(answered).toContain("Het salaris wordt elke 4 weken betaald");
    const phone = newPhone();
    const reply = await replyTo(phone, "hey, the salary, which day?");
    expect(reply).toContain("1. Wanneer wordt mijn salaris betaald?");
    expect(reply).toContain(nl.assistant.choicesInEnglish(true));
    // A Dutch question offered choices reads no English.
    const dutch = newPhone();
    const inDutch = await replyTo(dutch, "wie is mn leidinggevende");
    expect(inDutch).toContain("1. ");
    expect(inDutch).not.toContain(nl.assistant.choicesInEnglish(true));
  });
});
