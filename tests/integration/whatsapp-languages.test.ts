import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { groupedNumber } from "../../common/inbox/grouped-number.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually } from "../support/zero-client.ts";

// Employees of a distribution centre, half of them Polish, Romanian or English-speaking flex
// workers, as they really write: through the signed webhook, as Twilio delivers it.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
const SENDER = "+3197010000031";
let phoneSeq = 0;
const newPhone = () => `+316${String(30_000_000 + ++phoneSeq * 7919).slice(-8)}`;
const PROCEDURE = "Bel vóór 07:00 uur je consulent op 050-1234567.";

type Inbound = Parameters<FakeTwilio["inbound"]>[2];
const send = (from: string, body: string, extra: Partial<Inbound> = {}) =>
  twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
    from,
    to: SENDER,
    body,
    ...extra,
  });
const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);

/** Sends `messages` one by one, each after the reply to the one before; returns the replies. */
async function converse(phone: string, messages: string[]) {
  const replies: string[] = [];
  for (const [i, body] of messages.entries()) {
    await send(phone, body);
    await eventually(async () => sentTo(phone).length === i + 1, 10_000);
    replies.push(sentTo(phone)[i].body);
  }
  return replies;
}

/** The notifications staff got about a conversation, as "title: message". */
const notesOf = async (phone: string) =>
  (
    await app.sql`select n.title, n.message from notifications n join conversations c on c.id::text = n.data->>'conversation_id'
      where c.organization_id = ${owner.org} and c.customer_phone = ${phone} order by n.created_at`
  ).map((n) => `${n.title}: ${n.message}`);

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("dc@a.nl", "Dana Distributie");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, 'Hoe meld ik me ziek?', ${PROCEDURE}),
    (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Bij een fulltime contract heb je 25 vakantiedagen per jaar.')`;
});
afterAll(async () => {
  await app?.stop();
});

describe("sick reports as employees write them", () => {
  it("a Polish sick report gets the procedure with an English line, and staff get a sick report", async () => {
    const phone = newPhone();
    const [reply] = await converse(phone, ["Jestem chory, dzisiaj nie przyjdę do pracy"]);
    expect(reply).toContain(`${nl.assistant.sickWish} ${PROCEDURE}`);
    expect(reply).toContain(nl.assistant.sickInEnglish.procedure);
    expect(await notesOf(phone)).toEqual([
      `${nl.assistant.sickNotificationTitle}: ${nl.assistant.sickNotificationMessage(groupedNumber(phone))}`,
    ]);
  });

  it("'ziek 🤒' and a report typed in a hurry are sick reports; a Dutch one hears no English", async () => {
    for (const text of ["ziek 🤒", "ik ben zik vandaag kan nie kome"]) {
      const phone = newPhone();
      const [reply] = await converse(phone, [text]);
      expect(reply, text).toContain(`${nl.assistant.sickWish} ${PROCEDURE}`);
      expect(reply, text).not.toContain(nl.assistant.sickInEnglish.procedure);
      expect(await notesOf(phone), text).toEqual([
        `${nl.assistant.sickNotificationTitle}: ${nl.assistant.sickNotificationMessage(groupedNumber(phone))}`,
      ]);
    }
  });

  it("an English question about calling in sick is answered, not filed as a report", async () => {
    const phone = newPhone();
    const [reply] = await converse(phone, ["Can I call in sick by whatsapp?"]);
    expect(reply).not.toContain(nl.assistant.sickWish);
    expect(await notesOf(phone)).not.toContainEqual(expect.stringContaining(nl.assistant.sickNotificationTitle));
  });

  it("'afmelden' and not coming in Romanian reach HR as absence, with an English line for the Romanian", async () => {
    const dutch = newPhone();
    const [signedOff] = await converse(dutch, ["Ik wil me afmelden voor morgen"]);
    expect(signedOff).toContain(nl.assistant.absenceReply.absent);
    expect(await notesOf(dutch)).toEqual([
      `${nl.assistant.handoverNotificationTitle}: ${nl.assistant.absentNotificationMessage(groupedNumber(dutch))}`,
    ]);
    const romanian = newPhone();
    const [away] = await converse(romanian, ["Nu pot veni mâine"]);
    expect(away).toContain(nl.assistant.absenceReply.absent);
    expect(away).toContain(nl.assistant.handoverInEnglish);
    // Asking how it works is no sign-off.
    const asking = newPhone();
    const [rules] = await converse(asking, ["hoe meld ik me af"]);
    expect(rules).not.toContain(nl.assistant.absenceReply.absent);
  });
});

describe("voice notes, stickers and what cannot be read", () => {
  const repliesOf = async (phone: string) =>
    app.sql`select m.handover, m.explanation->>'note' as note from whatsapp_messages m
      join conversations c on c.id = m.conversation_id
      where c.organization_id = ${owner.org} and c.customer_phone = ${phone} and m.is_from_bot order by m.created_at`;

  it("a voice note hears in English too; a second one within minutes goes to HR, who hear of it once", async () => {
    const phone = newPhone();
    await send(phone, "", { media: ["audio/ogg"] });
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    expect(sentTo(phone)[0].body).toContain(
      `${nl.assistant.attachmentOnly(["audio"])}\n\n${nl.assistant.attachmentOnlyInEnglish}`,
    );
    expect(await notesOf(phone)).toEqual([]);
    await send(phone, "", { media: ["audio/ogg"] });
    await eventually(async () => sentTo(phone).length === 2, 10_000);
    expect(sentTo(phone)[1].body).toContain(nl.assistant.voiceNotesHandover);
    expect(await notesOf(phone)).toEqual([
      `${nl.assistant.handoverNotificationTitle}: ${nl.assistant.voiceNotesNotificationMessage(groupedNumber(phone))}`,
    ]);
    expect((await repliesOf(phone)).map((r) => r.handover)).toEqual([false, true]);
  });

  it("voice notes after the hand-over, while it waits for HR, get no reply: the hand-over is sent once; staff see them all", async () => {
    const phone = newPhone();
    const answered = async (n: number) => {
      await send(phone, "", { media: ["audio/ogg"] });
      // The job is done once the message has left the assistant's outbox.
      await eventually(async () => {
        const [row] =
          await app.sql`select count(*)::int as n from whatsapp_messages m join conversations c on c.id = m.conversation_id
          where c.organization_id = ${owner.org} and c.customer_phone = ${phone} and m.direction = 'inbound'
            and not exists (select 1 from system.assistant_outbox o where o.message_id = m.id)`;
        return row.n === n;
      }, 10_000);
    };
    await answered(1);
    await answered(2);
    await answered(3);
    await answered(4);
    expect((await repliesOf(phone)).map((r) => r.handover)).toEqual([false, true]);
    await eventually(async () => sentTo(phone).length >= 2, 10_000);
    const replies = sentTo(phone).map((m) => m.body);
    expect(replies).toHaveLength(2);
    expect(replies.filter((b) => b.includes(nl.assistant.voiceNotesHandover))).toHaveLength(1);
    expect(await notesOf(phone)).toEqual([
      `${nl.assistant.handoverNotificationTitle}: ${nl.assistant.voiceNotesNotificationMessage(groupedNumber(phone))}`,
    ]);
    // Staff see all four in the conversation.
    const [{ n }] =
      await app.sql`select count(*)::int as n from whatsapp_messages m join conversations c on c.id = m.conversation_id
      where c.organization_id = ${owner.org} and c.customer_phone = ${phone} and m.direction = 'inbound' and m.attachments ? 'audio'`;
    expect(n).toBe(4);
  });

  it("a sticker is small talk: no notice about sick notes, kept as a sticker, not a photo", async () => {
    const phone = newPhone();
    await send(phone, "", { media: ["image/webp"] });
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    expect(sentTo(phone)[0].body).toContain(nl.assistant.smallTalk.greeting);
    expect(sentTo(phone)[0].body).not.toContain("ziekbriefje");
    const [inbound] = await app.sql`select m.attachments from whatsapp_messages m join conversations c
      on c.id = m.conversation_id where c.customer_phone = ${phone} and m.direction = 'inbound'`;
    expect(inbound.attachments).toEqual(["sticker"]);
    expect(await notesOf(phone)).toEqual([]);
  });

  it("a message Twilio sends without text or media asks for it in words, in Dutch and English, and goes to nobody", async () => {
    const phone = newPhone();
    await send(phone, "");
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    expect(sentTo(phone)[0].body).toContain(nl.assistant.unreadable);
    expect(await repliesOf(phone)).toEqual([{ handover: false, note: nl.explanation.unreadable }]);
    expect(await notesOf(phone)).toEqual([]);
  });

  it("'nie pisz do mnie więcej' is STOP", async () => {
    const phone = newPhone();
    const [reply] = await converse(phone, ["nie pisz do mnie więcej"]);
    expect(reply).toContain(nl.assistant.optOut.stop);
    const [conv] =
      await app.sql`select opted_out_at from conversations where organization_id = ${owner.org} and customer_phone = ${phone}`;
    expect(conv.opted_out_at).toBeInstanceOf(Date);
  });
});
