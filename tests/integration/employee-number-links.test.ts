import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, amsterdamDay } from "../../common/analytics/period.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";

// Who a WhatsApp number is: always the active employee who has it now. An employee's old
// number (changed in Medewerkers or by a Fleks import) and the number of an employee made
// inactive are unknown numbers: no shifts, no own record, handed over as any stranger is.
let app: Stack;
let twilio: FakeTwilio;
let a: Owner;
let account: TwilioAccount;
const SENDER = "+3197010000041";
const FLEUR_OLD = "+31611110009";
const FLEUR_NEW = "+31611119999";
const IRIS = "+31611110012";
const tomorrow = addDays(amsterdamDay(new Date()), 1);

const say = (from: string, body: string) => replyTo(twilio, app.url, a.org, account, { from, to: SENDER, body });
const linkOf = async (phone: string) => {
  const [row] = await app.sql<{ employee_id: string | null }[]>`
    select employee_id from conversations where organization_id = ${a.org} and customer_phone = ${phone}`;
  return row?.employee_id ?? null;
};

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  a = await app.signUpOwner("links-a@a.nl", "Ans Planner");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, a, a.org, account, SENDER);
  await app.sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
    values (gen_random_uuid()::text, ${a.org}, 'Fleks', 'staffing', 'Fleks', 'https://api.fleks.works', 'sealed')`;
  await app.sql`update organizations set chatbot_data_access = ${app.sql.json({ employees: true, jobs: true, shifts: true })}
    where id = ${a.org}`;
  await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number, email, employee_number, external_source, external_id) values
    ('emp-fleur', ${a.org}, 'Fleur', 'de Wit', ${FLEUR_OLD}, 'fleur@a.nl', 'P-9', 'fleks', 'fl-fleur'),
    ('emp-iris', ${a.org}, 'Iris', 'Bos', ${IRIS}, 'iris@a.nl', 'P-12', 'fleks', 'fl-iris')`;
  await app.sql`insert into fleks_jobs (organization_id, uuid, title, client_name, city, content_hash)
    values (${a.org}, 'job-1', 'Orderpicker', 'Bakkerij Jansen', 'Utrecht', 'h')`;
  for (const who of ["fl-fleur", "fl-iris"])
    await app.sql`insert into fleks_shifts (organization_id, uuid, job_uuid, assignee_uuid, start_at, end_at, status, content_hash)
      values (${a.org}, gen_random_uuid()::text, 'job-1', ${who},
        (cast(${tomorrow} as date) + time '08:00') at time zone 'Europe/Amsterdam',
        (cast(${tomorrow} as date) + time '16:30') at time zone 'Europe/Amsterdam', 'filled', 'h')`;
});
afterAll(async () => {
  await app?.stop();
});

describe("a WhatsApp number is the employee who has it now", () => {
  it("after a phone change the old number gets no shifts or own record; the new one does", async () => {
    expect(await say(FLEUR_OLD, "heb ik morgen een dienst")).toContain("08:00–16:30");
    expect(await linkOf(FLEUR_OLD)).toBe("emp-fleur");

    await app.sql`update employees set phone_number = ${FLEUR_NEW} where id = 'emp-fleur'`;
    // Unlinked at once (the inbox no longer names Fleur on the old thread), not at the next message.
    expect(await linkOf(FLEUR_OLD)).toBeNull();
    const old = await say(FLEUR_OLD, "heb ik morgen een dienst");
    expect(old).toContain(nl.ownWork.unknownEmployee);
    expect(old).not.toContain("08:00");
    const record = await say(FLEUR_OLD, "welk e-mailadres hebben jullie van mij");
    expect(record).not.toContain("fleur@a.nl");
    expect(record).not.toContain("P-9");

    expect(await say(FLEUR_NEW, "heb ik morgen een dienst")).toContain("08:00–16:30");
    expect(await linkOf(FLEUR_NEW)).toBe("emp-fleur");
  });

  it("a number that comes back to its employee is linked again, and a verification does not carry over", async () => {
    await app.sql`update conversations set verified_until = now() + interval '1 day'
      where organization_id = ${a.org} and customer_phone = ${FLEUR_NEW}`;
    await app.sql`update employees set phone_number = ${FLEUR_OLD} where id = 'emp-fleur'`;
    expect(await linkOf(FLEUR_OLD)).toBe("emp-fleur");
    expect(await linkOf(FLEUR_NEW)).toBeNull();
    const [newer] = await app.sql<{ verified_until: Date | null }[]>`
      select verified_until from conversations where organization_id = ${a.org} and customer_phone = ${FLEUR_NEW}`;
    expect(newer.verified_until).toBeNull();
  });

  it("an employee made inactive is an unknown number", async () => {
    expect(await say(IRIS, "heb ik morgen een dienst")).toContain("08:00–16:30");
    await app.sql`update employees set is_active = false where id = 'emp-iris'`;
    expect(await linkOf(IRIS)).toBeNull();
    const reply = await say(IRIS, "heb ik morgen een dienst");
    expect(reply).toContain(nl.ownWork.unknownEmployee);
    expect(reply).not.toContain("08:00");
    await app.sql`update employees set is_active = true where id = 'emp-iris'`;
    expect(await linkOf(IRIS)).toBe("emp-iris");
  });
});
