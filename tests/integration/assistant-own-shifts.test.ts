import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, amsterdamDay } from "../../common/analytics/period.ts";
import { nl } from "../../common/i18n/nl.ts";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { answerOwnWork } from "../../server/whatsapp/assistant/own-work/answer-own-work.ts";
import { loadOwnShifts } from "../../server/whatsapp/assistant/own-work/load-own-shifts.ts";
import { resolveShiftRange } from "../../server/whatsapp/assistant/own-work/resolve-shift-range.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { tomorrowsShiftSaid } from "../support/tomorrows-shift-said.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";

// An employee asks the assistant over WhatsApp about their own shifts and record: the
// answer comes from the synced Fleks rows of their organisation, only their own, behind the
// Chatbot Data switches and the verification gate. An organisation without Fleks (or with
// the switch off) answers the same questions from its FAQs.
let app: Stack;
let twilio: FakeTwilio;
let a: Owner;
let b: Owner;
let c: Owner;
let accountA: TwilioAccount;
let accountB: TwilioAccount;
let accountC: TwilioAccount;
const SENDER_A = "+3197010000031";
const SENDER_B = "+3197010000032";
const SENDER_C = "+3197010000033";
const CORA = "+31633330001";
const ROOSTER = "Je rooster staat in de app Planbord onder 'Mijn diensten'.";
const ANNA = "+31611110001";
const BRAM = "+31611110002";
const CHRIS = "+31611110003";
const DAVE = "+31611110004";
const STRANGER = "+31611110005";
const BERT = "+31622220001";
const NOAH = "+31611110006";
const TOESLAG = "Op zaterdag krijg je 25% toeslag.";

const today = amsterdamDay(new Date());
const tomorrow = addDays(today, 1);
// A Wednesday in next week: never tomorrow.
const nextWeekDay = addDays(resolveShiftRange("volgende week", today).from, 2);

/** Sends one signed message to organisation `org` and returns the assistant's reply to it. */
const say = (from: string, body: string, to: "a" | "b" | "c" = "a") => {
  const [org, account, sender] =
    to === "a" ? [a, accountA, SENDER_A] : to === "b" ? [b, accountB, SENDER_B] : [c, accountC, SENDER_C];
  return replyTo(twilio, app.url, org.org, account, { from, to: sender, body });
};
/** Fleks connected, as saving it on 'Fleks Integratie' leaves it (the key is never read here). */
const connectFleks = (org: string) =>
  app.sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
    values (gen_random_uuid()::text, ${org}, 'Fleks', 'staffing', 'Fleks', 'https://api.fleks.works', 'sealed')`;
const rooster = (org: string, phrasings: string[] = []) =>
  app.sql`insert into faqs (id, organization_id, question, answer, alternative_questions)
    values (gen_random_uuid(), ${org}, 'Waar kan ik mijn rooster zien?', ${ROOSTER}, ${app.sql.json(phrasings)})`;
const access = (org: string, value: { employees: boolean; jobs: boolean; shifts: boolean }) =>
  app.sql`update organizations set chatbot_data_access = ${app.sql.json(value)} where id = ${org}`;
const employee = (org: string, phone: string, email: string, number: string, fleksId: string | null) =>
  app.sql`insert into employees (id, organization_id, first_name, phone_number, email, employee_number, external_source, external_id)
    values (gen_random_uuid(), ${org}, ${email.split("@")[0]}, ${phone}, ${email}, ${number},
      ${fleksId ? "fleks" : null}, ${fleksId})`;
/** A synced shift on an Amsterdam day from `from` to `to` (HH:MM, Amsterdam time). */
const shift = (org: string, assignee: string, job: string, day: string, from: string, to: string, extra = {}) => {
  const row = { status: "filled", deleted_at: null as Date | null, ...extra };
  return app.sql`insert into fleks_shifts (organization_id, uuid, job_uuid, assignee_uuid, start_at, end_at, status, deleted_at, content_hash)
    values (${org}, gen_random_uuid()::text, ${job}, ${assignee},
      (cast(${day} as date) + cast(${from} as time)) at time zone 'Europe/Amsterdam',
      (cast(${day} as date) + cast(${to} as time)) at time zone 'Europe/Amsterdam',
      ${row.status}, ${row.deleted_at}, 'h')`;
};

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  a = await app.signUpOwner("shifts-a@a.nl", "Ans Planner");
  b = await app.signUpOwner("shifts-b@b.nl", "Bas Planner");
  accountA = twilio.createAccount();
  c = await app.signUpOwner("shifts-c@c.nl", "Cas Schoon");
  accountB = twilio.createAccount();
  accountC = twilio.createAccount();
  await saveTwilioCredentials(app, a, a.org, accountA, SENDER_A);
  await saveTwilioCredentials(app, b, b.org, accountB, SENDER_B);
  await saveTwilioCredentials(app, c, c.org, accountC, SENDER_C);
  await connectFleks(a.org);
  await connectFleks(b.org);
  // A cleaning company without Fleks: its rooster FAQ answers roster questions, with the
  // phrasing staff attached from the inbox ("Staat in FAQ").
  await employee(c.org, CORA, "cora@c.nl", "C-1", null);
  await rooster(c.org, ["wanneer moet ik werken?"]);
  await app.sql`update organizations set verification_methods = '["email"]' where id in (${a.org}, ${b.org})`;

  await employee(a.org, ANNA, "anna@a.nl", "P-1001", "fl-anna");
  await employee(a.org, BRAM, "bram@a.nl", "P-1002", "fl-bram");
  await employee(a.org, CHRIS, "chris@a.nl", "P-1003", null);
  await employee(a.org, DAVE, "dave@a.nl", "P-1004", null);
  // Chris was never imported: found in Fleks by his phone number.
  await app.sql`insert into fleks_employees (organization_id, uuid, first_name, phone, content_hash)
    values (${a.org}, 'fl-chris', 'Chris', ${CHRIS}, 'h')`;
  await app.sql`insert into fleks_jobs (organization_id, uuid, title, client_name, city, content_hash) values
    (${a.org}, 'job-1', 'Magazijnmedewerker', 'Bakkerij Jansen', 'Utrecht', 'h'),
    (${b.org}, 'job-1', 'Heftruckchauffeur', 'Concurrent BV', 'Zwolle', 'h')`;
  await shift(a.org, "fl-anna", "job-1", tomorrow, "08:00", "16:30");
  await shift(a.org, "fl-anna", "job-1", nextWeekDay, "09:00", "17:15");
  await shift(a.org, "fl-anna", "job-1", tomorrow, "18:00", "22:00", { deleted_at: new Date() });
  await shift(a.org, "fl-anna", "job-1", tomorrow, "19:00", "23:00", { status: "cancelled" });
  await shift(a.org, "fl-bram", "job-1", tomorrow, "10:00", "14:00");
  await shift(a.org, "fl-chris", "job-1", tomorrow, "07:30", "12:00");
  // Noah is in Fleks with a number no employee has: synced, never imported.
  await app.sql`insert into fleks_employees (organization_id, uuid, first_name, last_name, phone, content_hash)
    values (${a.org}, 'fl-noah', 'Noah', 'van Dijk', ${NOAH}, 'h')`;
  // Another organisation whose Fleks uses the same employee id.
  await employee(b.org, BERT, "bert@b.nl", "B-1", "fl-anna");
  await shift(b.org, "fl-anna", "job-1", tomorrow, "13:00", "21:00");
  await app.sql`insert into synced_table_stats (id, organization_id, table_name, row_count, last_synced_at) values
    (gen_random_uuid()::text, ${a.org}, 'fleks_shifts', 6, '2026-11-25T08:15:00Z')`;
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${a.org}, 'Hoeveel toeslag krijg je op zaterdag?', ${TOESLAG})`;
  await access(a.org, { employees: true, jobs: true, shifts: true });
  await access(b.org, { employees: false, jobs: true, shifts: true });
});
afterAll(async () => {
  await app?.stop();
});

describe("the assistant knows the employee's own work", () => {
  it("answers an employee's own shifts for the asked day, with job details and the source", async () => {
    const reply = await say(ANNA, "hoe laat begint mijn dienst mrgn?");
    expect(reply).toContain(tomorrowsShiftSaid());
    expect(reply).toContain("08:00–16:30 — Magazijnmedewerker bij Bakkerij Jansen, Utrecht");
    expect(reply).toContain("Bron: planningssysteem, bijgewerkt op 25 november om 09:15.");
    // The employee knows their planning, not the name of the system behind it.
    expect(reply).not.toContain("Fleks");
    // Not Bram's, not a deleted or cancelled one, not the other organisation's with the same Fleks id.
    for (const other of ["10:00", "18:00", "19:00", "13:00", "Concurrent", "Zwolle"])
      expect(reply).not.toContain(other);
    const next = await say(ANNA, "wanneer moet ik volgende week werken?");
    // (On a Sunday tomorrow's shift is in next week too.)
    expect(next).toMatch(/Je hebt volgende week [12] dienst(en)?:/);
    expect(next).toContain("09:00–17:15");
    expect(next).not.toContain("10:00");
  });

  it("with no shift in the days asked about, names the next one (a Sunday's 'deze week' and Monday's shift)", async () => {
    const bram = await say(BRAM, "moet ik vandaag werken?");
    expect(bram).toContain("Je hebt vandaag geen diensten.\nJe eerstvolgende dienst:\n");
    expect(bram).toContain("10:00–14:00");
    // Not another employee's, nor the other organisation's.
    for (const other of ["08:00", "13:00", "07:30"]) expect(bram).not.toContain(other);
  });

  it("finds an employee who was never imported by phone, and hands over one not in Fleks", async () => {
    const chris = await say(CHRIS, "heb ik morgen een dienst");
    expect(chris).toContain("07:30–12:00");
    expect(chris).not.toContain("08:00");
    const dave = await say(DAVE, "waar werk ik morgen?");
    expect(dave).toContain(nl.ownWork.notInPlanning);
    expect(dave).not.toContain("Fleks");
    expect(await say(STRANGER, "waar werk ik morgen?")).toContain(nl.ownWork.unknownEmployee);
  });

  it("tells staff, not the employee, that a number asking about its shifts is in Fleks but not imported", async () => {
    /** The last reply to `phone` as staff see it in the inbox: its note and its confidence. */
    const lastReply = async (phone: string) => {
      const [row] = await app.sql<{ message_body: string; explanation: { note?: string; parts: unknown[] } }[]>`
        select m.message_body, m.explanation from whatsapp_messages m
        join conversations c on c.id = m.conversation_id
        where c.organization_id = ${a.org} and c.customer_phone = ${phone} and m.is_from_bot
        order by m.created_at desc limit 1`;
      return row;
    };
    expect(await say(NOAH, "waar werk ik morgen?")).toContain(nl.ownWork.unknownEmployee);
    const noah = await lastReply(NOAH);
    expect(noah.explanation.note).toBe(nl.explanation.ownWorkInFleksOnly("Noah van Dijk"));
    expect(noah.explanation.note).toContain("Actions → Importeren");
    expect(noah.message_body).not.toContain("Noah");
    // Unknown everywhere: a plain note, no name; one in Fleks but not linked: why not.
    await say(STRANGER, "heb ik morgen een dienst");
    expect((await lastReply(STRANGER)).explanation.note).toBe(nl.explanation.ownWorkUnknownNumber);
    await say(DAVE, "heb ik morgen een dienst");
    expect((await lastReply(DAVE)).explanation.note).toBe(nl.explanation.ownWorkNotLinked);
    // An answer from the synced rows says it was a lookup, so no 'Zekerheid' is shown for it.
    await say(ANNA, "heb ik morgen een dienst");
    expect((await lastReply(ANNA)).explanation.note).toBe(nl.explanation.ownWorkAnswered);
    // A number two Fleks employees share, one inactive in Fleks, an employee set inactive here:
    // each note says what to fix instead of telling staff to import.
    await app.sql`insert into fleks_employees (organization_id, uuid, first_name, last_name, phone, status, content_hash) values
      (${a.org}, 'fl-twin-1', 'Anna', 'Deel', '+31611110007', 'active', 'h'),
      (${a.org}, 'fl-twin-2', 'Bert', 'Deel', '+31611110007', 'active', 'h'),
      (${a.org}, 'fl-gone', 'Ina', 'Actief', '+31611110008', 'inactive', 'h')`;
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number, is_active)
      values (gen_random_uuid(), ${a.org}, 'Olaf', 'Oud', '+31611110010', false)`;
    await say("+31611110007", "heb ik morgen een dienst");
    expect((await lastReply("+31611110007")).explanation.note).toBe(
      nl.explanation.ownWorkSharedInFleks("Anna Deel / Bert Deel"),
    );
    await say("+31611110008", "heb ik morgen een dienst");
    expect((await lastReply("+31611110008")).explanation.note).toBe(
      nl.explanation.ownWorkInactiveInFleks("Ina Actief"),
    );
    await say("+31611110010", "heb ik morgen een dienst");
    expect((await lastReply("+31611110010")).explanation.note).toBe(nl.explanation.ownWorkInactiveEmployee("Olaf Oud"));
    // The other organisation's staff never learn that a's Fleks knows the number.
    await say(NOAH, "waar werk ik morgen?", "b");
    const [other] = await app.sql<{ explanation: { note?: string } }[]>`
      select m.explanation from whatsapp_messages m join conversations c on c.id = m.conversation_id
      where c.organization_id = ${b.org} and c.customer_phone = ${NOAH} and m.is_from_bot`;
    expect(other.explanation.note).toBe(nl.explanation.ownWorkUnknownNumber);
  });

  it("leaves client and place out with 'jobs' off, and leaves it to the FAQ with 'shifts' off", async () => {
    await access(a.org, { employees: true, jobs: false, shifts: true });
    const times = await say(ANNA, "waar werk ik morgen?");
    expect(times).toContain("08:00–16:30");
    expect(times).not.toContain("Bakkerij");
    expect(times).toContain(nl.ownWork.noJobDetails);
    await access(a.org, { employees: true, jobs: true, shifts: false });
    await rooster(a.org);
    try {
      const off = await say(ANNA, "waar kan ik mijn rooster zien");
      expect(off).toContain(ROOSTER);
      expect(off).not.toContain("08:00");
    } finally {
      await app.sql`delete from faqs where organization_id = ${a.org} and question = 'Waar kan ik mijn rooster zien?'`;
      await access(a.org, { employees: true, jobs: true, shifts: true });
    }
  });

  it("asks an unverified employee to verify first, then answers the waiting question", async () => {
    await app.sql`update organizations set verification_required = true where id = ${a.org}`;
    const ask = await say(BRAM, "hoe laat begint mijn dienst morgen?");
    expect(ask).toContain("Stuur ter verificatie je e-mailadres");
    expect(ask).not.toContain("10:00");
    const answered = await say(BRAM, "bram@a.nl");
    expect(answered).toContain(nl.assistant.verifyOk);
    expect(answered).toContain("10:00–14:00 — Magazijnmedewerker bij Bakkerij Jansen, Utrecht");
    expect(answered).not.toContain("08:00");
    // One own-work question among others is enough to verify first; then each is answered.
    const mixed = "waar werk ik morgen? en hoeveel toeslag krijg je op zaterdag?";
    await app.sql`update conversations set verified_until = null where organization_id = ${a.org} and customer_phone = ${BRAM}`;
    expect(await say(BRAM, mixed)).toContain("Stuur ter verificatie");
    const both = await say(BRAM, "bram@a.nl");
    expect(both).toContain(`*Waar werk ik morgen?*\n${tomorrowsShiftSaid()}`);
    expect(both).toContain("10:00–14:00");
    expect(both).toContain(`*Hoeveel toeslag krijg je op zaterdag?*\n${TOESLAG}`);
    await app.sql`update organizations set verification_required = false where id = ${a.org}`;
  });

  it("answers questions about one's own record with 'employees' on, and not from the record with it off", async () => {
    const email = await say(ANNA, "welk e-mailadres hebben jullie van mij");
    expect(email).toContain("E-mailadres: anna@a.nl");
    expect(email).not.toContain("P-1001");
    expect(await say(ANNA, "wat is mijn personeelsnummer")).toContain("Personeelsnummer: P-1001");
    await access(a.org, { employees: false, jobs: true, shifts: true });
    const off = await say(ANNA, "klopt mijn telefoonnummer?");
    expect(off).not.toContain(ANNA);
    expect(off).not.toContain(nl.ownWork.profileIntro);
  });

  it("an active agent without 'own shifts' does not answer from the rooster; with it, it does", async () => {
    const make = (id: string, type: string) =>
      app.sql`insert into agents (id, organization_id, agent_type_id, name) values (${id}, ${a.org}, ${type}, 'Sam')`;
    const activate = (id: string | null) =>
      app.sql`update organizations set active_agent_id = ${id} where id = ${a.org}`;
    await make("shifts-agent-hr", "hr_assistant");
    await make("shifts-agent-planning", "planning");
    try {
      await activate("shifts-agent-hr");
      const hr = await say(ANNA, "hoe laat begint mijn dienst mrgn?");
      expect(hr).not.toContain("08:00–16:30");
      expect(hr).not.toContain("Bron: planningssysteem");
      await activate("shifts-agent-planning");
      expect(await say(ANNA, "hoe laat begint mijn dienst mrgn?")).toContain("08:00–16:30");
    } finally {
      await activate(null);
    }
  });

  it("reads short questions and follow-ups to a shift question as shift questions, but never past the verification gate", async () => {
    expect(await say(ANNA, "moet ik morgen?")).toContain("08:00–16:30");
    expect(await say(ANNA, "rooster?")).toContain("08:00–16:30");
    expect(await say(ANNA, "wanneer moet ik morgen werken")).toContain(tomorrowsShiftSaid());
    expect(await say(ANNA, "welke klant is dat")).toContain("08:00–16:30 — Magazijnmedewerker bij Bakkerij Jansen");
    const later = await say(ANNA, "en volgende week?");
    expect(later).toContain("09:00–17:15");
    expect(later).not.toContain(nl.assistant.handover);
    // Within one message the follow-up is the question it follows: one answer, nothing to HR.
    const both = await say(ANNA, "hoe laat moet ik morgen beginnen en tot hoe laat");
    expect(both).toContain("08:00–16:30");
    expect(both).not.toContain(nl.assistant.partHandover);
    // Unverified, a follow-up does not lend itself the earlier question to skip the gate.
    await app.sql`update organizations set verification_required = true where id = ${a.org}`;
    try {
      await app.sql`update conversations set verified_until = null where organization_id = ${a.org} and customer_phone = ${BRAM}`;
      expect(await say(BRAM, "wanneer moet ik werken")).toContain("Stuur ter verificatie");
      expect(await say(BRAM, "en morgen?")).not.toContain("10:00");
      // A follow-up does not end the wait for the detail: asked again, then the question answered.
      expect(await say(BRAM, "welke klant is dat")).toContain("Stuur ter verificatie");
      expect(await say(BRAM, "bram@a.nl")).toContain("10:00–14:00");
    } finally {
      await app.sql`update organizations set verification_required = false where id = ${a.org}`;
    }
  });

  it("reads follow-ups naming a day further off, or the week after, as shift questions for those days", async () => {
    const EVA = "+31611110021";
    await employee(a.org, EVA, "eva@a.nl", "P-1010", "fl-eva");
    // Days counted here, not by the code under test: 0 is Sunday, weeks start on Monday.
    const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    const nextMonday = addDays(today, 7 - ((weekday(today) + 6) % 7));
    const thursdayWeekOn = addDays(today, ((4 - weekday(today) + 7) % 7) + 7);
    await shift(a.org, "fl-eva", "job-1", addDays(today, 2), "06:15", "14:15");
    await shift(a.org, "fl-eva", "job-1", addDays(nextMonday, 1), "07:05", "15:05");
    await shift(a.org, "fl-eva", "job-1", thursdayWeekOn, "08:10", "16:10");
    await shift(a.org, "fl-eva", "job-1", addDays(nextMonday, 11), "09:20", "17:20");
    const replies = [];
    for (const [question, time] of [
      ["wanneer moet ik morgen werken?", null],
      ["en overmorgen?", "06:15–14:15"],
      ["en volgende week dinsdag", "07:05–15:05"],
      ["en donderdag over een week?", "08:10–16:10"],
      ["wanneer moet ik volgende week werken?", "07:05–15:05"],
      ["en die week erna?", "09:20–17:20"],
    ] as const) {
      const reply = await say(EVA, question);
      replies.push(reply);
      if (time) expect(reply, question).toContain(time);
      expect(reply, question).toContain("Bron: planningssysteem");
      expect(reply, question).not.toContain(nl.assistant.handover);
    }
    // The week after next is named by its Monday, and lists only that week's shift.
    expect(replies[5]).toContain("Je hebt in de week van maandag");
    expect(replies[5]).not.toContain("07:05");
  });

  it("counts a night shift in progress as today's, names the first shift from now, and at night takes 'morgen' as the day begun", async () => {
    await employee(a.org, "+31611110009", "zoe@a.nl", "P-1009", "fl-zoe");
    // Sunday 29 November 23:00 to Monday 07:00; Tuesday 1 December 08:00; Monday 7 December 09:00.
    for (const [start, end] of [
      ["2026-11-29T22:00:00Z", "2026-11-30T06:00:00Z"],
      ["2026-12-01T07:00:00Z", "2026-12-01T15:00:00Z"],
      ["2026-12-07T08:00:00Z", "2026-12-07T16:00:00Z"],
    ])
      await app.sql`insert into fleks_shifts (organization_id, uuid, job_uuid, assignee_uuid, start_at, end_at, status, content_hash)
        values (${a.org}, gen_random_uuid()::text, 'job-1', 'fl-zoe', ${start}, ${end}, 'filled', 'h')`;
    const sql = connectSql(app.databaseUrl, { max: 1 });
    try {
      const db = connectDb(sql);
      const [{ id }] = await sql`select id from employees where organization_id = ${a.org} and email = 'zoe@a.nl'`;
      const ask = async (question: string, now: string) =>
        (
          await answerOwnWork(
            db,
            { id: a.org, name: "A", access: { shifts: true, jobs: false } },
            { employeeId: id, phone: null },
            { kind: "shifts" },
            question,
            new Date(now),
          )
        ).body;
      // Monday 02:30: at work since Sunday 23:00.
      const tonight = await ask("moet ik vandaag werken?", "2026-11-30T01:30:00Z");
      expect(tonight).toContain("Je hebt vandaag 1 dienst:");
      expect(tonight).toContain("23:00–07:00");
      // Saturday has none: the next is Tuesday's, not the first after Saturday.
      const saturday = await ask("werk ik za", "2026-11-30T09:00:00Z");
      expect(saturday).toContain("Je eerstvolgende dienst:\n• dinsdag 1 december");
      // Tuesday 00:30: "morgen" is the Tuesday just begun, named by its date.
      const night = await ask("waar werk ik morgen", "2026-11-30T23:30:00Z");
      expect(night).toContain("dinsdag 1 december");
      expect(night).toContain("08:00–16:00");
    } finally {
      await sql.end();
    }
  });

  it("never shows another organisation's shifts, even for the same Fleks id", async () => {
    const bert = await say(BERT, "waar werk ik morgen?", "b");
    expect(bert).toContain("13:00–21:00 — Heftruckchauffeur bij Concurrent BV, Zwolle");
    expect(bert).not.toContain("Bakkerij");
    expect(bert).not.toContain("08:00");
    expect(bert).toContain(nl.ownWork.sourceNeverSynced);
  });

  it("takes Amsterdam days as the day, on both daylight-saving changes", async () => {
    const at = (iso: string) =>
      app.sql`insert into fleks_shifts (organization_id, uuid, job_uuid, assignee_uuid, start_at, status, content_hash)
        values (${a.org}, ${`dst-${iso}`}, 'job-1', 'fl-dst', ${iso}, 'filled', 'h')`;
    // 29 March 2026 (clocks forward at 02:00): its first and last minutes, and the next day's first.
    for (const iso of ["2026-03-28T22:59:00Z", "2026-03-28T23:00:00Z", "2026-03-29T21:59:00Z", "2026-03-29T22:00:00Z"])
      await at(iso);
    // 25 October 2026 (clocks back at 03:00): a 25-hour day.
    for (const iso of ["2026-10-24T21:59:00Z", "2026-10-24T22:00:00Z", "2026-10-25T22:59:00Z", "2026-10-25T23:00:00Z"])
      await at(iso);
    const sql = connectSql(app.databaseUrl, { max: 1 });
    try {
      const db = connectDb(sql);
      const day = async (d: string) =>
        (await loadOwnShifts(db, a.org, "fl-dst", { from: d, to: d })).map((s) => s.start_at.toISOString());
      expect(await day("2026-03-29")).toEqual(["2026-03-28T23:00:00.000Z", "2026-03-29T21:59:00.000Z"]);
      expect(await day("2026-10-25")).toEqual(["2026-10-24T22:00:00.000Z", "2026-10-25T22:59:00.000Z"]);
      // The other organisation never sees them, whatever the id.
      expect(await loadOwnShifts(db, b.org, "fl-dst", { from: "2026-01-01", to: "2026-12-31" })).toEqual([]);
    } finally {
      await sql.end();
    }
  });
});

describe("without Fleks, or for an FAQ's own phrasing, the FAQ answers questions about one's work", () => {
  const fleksFree = (text: string) => {
    expect(text).not.toContain("Fleks");
    expect(text).not.toContain(nl.ownWork.unknownEmployee);
    expect(text).not.toContain(nl.ownWork.notInPlanning);
  };

  it("answers roster questions from the organisation's FAQ, for an unknown number and an employee alike", async () => {
    for (const from of [STRANGER, CORA]) {
      const reply = await say(from, "wanneer moet ik werken?", "c");
      expect(reply).toContain(ROOSTER);
      fleksFree(reply);
    }
    // Phrased otherwise, never a lookup: words the FAQ does not share are read as a question
    // about the roster, which the FAQ answers.
    for (const question of [
      "waar moet ik werken morgen",
      "hoe laat begin ik morgen",
      "hoe laat begint mijn dienst mrgn?",
    ]) {
      const reply = await say(CORA, question, "c");
      expect(reply).toContain(ROOSTER);
      fleksFree(reply);
    }
  });

  it("answers from the FAQ without asking to verify first, and the simulator shows the same reply", async () => {
    await app.sql`update organizations set verification_required = true, verification_methods = '["email"]' where id = ${c.org}`;
    try {
      const reply = await say(CORA, "wanneer moet ik werken?", "c");
      expect(reply).toContain(ROOSTER);
      expect(reply).not.toContain("Stuur ter verificatie");
    } finally {
      await app.sql`update organizations set verification_required = false where id = ${c.org}`;
    }
    // 'Test de assistent' as the same employee: the message takes WhatsApp's path, so the same answer.
    const sent = await app.api(c, c.org, "POST", "assistant-test/messages", {
      phone: CORA,
      message: "wanneer moet ik werken?",
    });
    expect(sent.status).toBe(200);
    const simulated = async () =>
      (
        await app.sql<{ message_body: string }[]>`
          select m.message_body from whatsapp_messages m join conversations c on c.id = m.conversation_id
          where c.organization_id = ${c.org} and c.is_test and m.is_from_bot order by m.created_at desc limit 1`
      )[0]?.message_body ?? "";
    await expect.poll(simulated, { timeout: 20_000 }).toContain(ROOSTER);
    fleksFree(await simulated());
  });

  it("with Fleks, an FAQ's own phrasing is the FAQ's; other questions about one's shifts are still looked up", async () => {
    await rooster(a.org, ["wanneer moet ik werken?"]);
    try {
      const vouched = await say(ANNA, "Wanneer moet ik werken?");
      expect(vouched).toContain(ROOSTER);
      expect(vouched).not.toContain("08:00");
      expect(await say(ANNA, "hoe laat begint mijn dienst mrgn?")).toContain("08:00–16:30");
    } finally {
      await app.sql`delete from faqs where organization_id = ${a.org} and question = 'Waar kan ik mijn rooster zien?'`;
    }
  });

  it("with Fleks, an FAQ whose own question is the question does not stop the lookup: only a phrasing staff attached does", async () => {
    await app.sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${a.org}, 'Wanneer moet ik werken?', ${ROOSTER})`;
    try {
      const looked = await say(ANNA, "wanneer moet ik werken");
      expect(looked).toContain("08:00");
      expect(looked).not.toContain(ROOSTER);
    } finally {
      await app.sql`delete from faqs where organization_id = ${a.org} and question = 'Wanneer moet ik werken?'`;
    }
  });

  it("'Test de kennisbank' shows WhatsApp's reply: the FAQ without Fleks, a lookup (not 'Beantwoord') with it", async () => {
    type Reply = { reply: { body: string; handover: boolean; explanation: { note?: string; parts: unknown[] } } };
    const test = async (owner: Owner, question: string) => {
      const res = await app.api<Reply>(owner, owner.org, "POST", "knowledge/search", { question });
      expect(res.status).toBe(200);
      return res.body.reply;
    };
    const withoutFleks = await test(c, "wanneer moet ik werken?");
    expect(withoutFleks.body).toBe(ROOSTER);
    expect(withoutFleks.handover).toBe(false);
    expect(withoutFleks.explanation.note).toBeUndefined();
    const withFleks = await test(a, "hoe laat begint mijn dienst mrgn?");
    expect(withFleks.explanation).toEqual({ note: nl.explanation.ownWorkInTest, parts: [] });
    expect(withFleks.body).toBe("");
    // A question that is not about one's own work is answered from the knowledge base as before.
    const toeslag = await test(a, "hoeveel toeslag krijg je op zaterdag?");
    expect(toeslag.body).toBe(TOESLAG);
    expect(toeslag.explanation.note).toBeUndefined();
  });
});
