import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { queries } from "../../common/zero/queries.ts";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { enqueueWelcomes } from "../../server/employees/welcome/enqueue-welcomes.ts";
import { PACED_INTERVAL_MS } from "../../server/whatsapp/delivery/pace-slots.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { dateBackDeadWorker, killWorker } from "../support/dead-worker.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, signUpUser, type TestUser } from "../support/zero-client.ts";

const t = nl.employeeWelcome;
const SENDER = "+3197010000071";
const TEMPLATE_SID = "HX0123456789abcdef0123456789abcdef";

let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
let member: TestUser;
let outsider: Owner;
let templateId: string;

async function addEmployee(
  org: string,
  e: { first: string; last?: string; phone: string | null; active?: boolean },
): Promise<string> {
  const id = randomUUID();
  await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number, is_active, created_at, updated_at)
    values (${id}, ${org}, ${e.first}, ${e.last ?? "Jansen"}, ${e.phone}, ${e.active ?? true}, now(), now())`;
  return id;
}

const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);
const welcomeOf = async (employeeId: string) =>
  (await app.sql`select * from employee_welcomes where employee_id = ${employeeId}`)[0];

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("welkom@a.nl", "Wim Welkom");
  member = await app.signUpMember(owner.org, "welkom-lid@a.nl", "Lotte Lid");
  outsider = await app.signUpOwner("welkom@b.nl", "Olga Ander");
  account = twilio.createAccount();
  templateId = randomUUID();
  await app.sql`insert into whatsapp_templates (id, organization_id, name, template_sid, template_type)
    values (${templateId}, ${owner.org}, 'Welkom nieuwe medewerker', ${TEMPLATE_SID}, 'onboarding')`;
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

describe("the WhatsApp welcome", () => {
  it("is refused with a clear Dutch message until WhatsApp and a welcome template are set up", async () => {
    const id = await addEmployee(owner.org, { first: "Nina", phone: "+31611110001" });
    const noWhatsapp = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [id] });
    expect(noWhatsapp.status).toBe(409);
    expect(noWhatsapp.body.error.title).toBe(t.noWhatsappTitle);
    await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
    const noTemplate = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [id] });
    expect(noTemplate.status).toBe(409);
    expect(noTemplate.body.error).toMatchObject({ title: t.noTemplateTitle, description: t.noTemplate });
    const onboard = await app.api(owner, owner.org, "POST", `employees/${id}/onboard`);
    expect(onboard.status).toBe(409);
    // The import calls enqueueWelcomes directly: it skips everyone with the same text.
    const db = connectDb(connectSql(app.databaseUrl, { max: 1 }));
    try {
      const summary = await enqueueWelcomes(db, { organizationId: owner.org, employeeIds: [id], requestedBy: null });
      expect(summary).toEqual({ queued: [], skipped: [{ employeeId: id, reason: t.noTemplate }] });
    } finally {
      await db.destroy();
    }
    expect(await welcomeOf(id)).toBeUndefined();
    expect(sentTo("+31611110001")).toHaveLength(0);
  });

  it("refuses a template of another organisation or an unknown variable field", async () => {
    const foreign = randomUUID();
    await app.sql`insert into whatsapp_templates (id, organization_id, name, template_sid)
      values (${foreign}, ${outsider.org}, 'Ander', 'HXffffffffffffffffffffffffffffffff')`;
    const other = await app.api(owner, owner.org, "PUT", "employees/welcome/settings", {
      template_id: foreign,
      variables: { "1": "first_name" },
    });
    expect(other.status).toBe(400);
    expect(other.body.error.description).toBe(t.unknownTemplate);
    const badField = await app.api(owner, owner.org, "PUT", "employees/welcome/settings", {
      template_id: templateId,
      variables: { "1": "bsn" },
    });
    expect(badField.status).toBe(400);
    const saved = await app.api(owner, owner.org, "PUT", "employees/welcome/settings", {
      template_id: templateId,
      variables: { "1": "first_name", "2": "organization_name" },
    });
    expect(saved.status).toBe(200);
  });

  it("arrives at Twilio as the template with the first name, once across two imports, and onboarded_at follows delivery", async () => {
    const phone = "+31611110002";
    // The approved text staff entered with the template: the inbox shows it as the employee read it.
    await app.sql`update whatsapp_templates set body = 'Hoi {{1}}, welkom bij {{2}}!' where id = ${templateId}`;
    const id = await addEmployee(owner.org, { first: "Sanne", last: "de Vries", phone });
    const first = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [id] });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ queued: [id], skipped: [] });
    // A second import of the same employee, through the function the import calls.
    const db = connectDb(connectSql(app.databaseUrl, { max: 1 }));
    try {
      const again = await enqueueWelcomes(db, { organizationId: owner.org, employeeIds: [id], requestedBy: null });
      expect(again.queued).toEqual([]);
      expect(again.skipped).toHaveLength(1);
    } finally {
      await db.destroy();
    }
    const message = await eventually(() => sentTo(phone)[0], 30_000);
    expect(message.contentSid).toBe(TEMPLATE_SID);
    expect(message.contentVariables?.["1"]).toBe("Sanne");
    // The organisation still has its sign-up placeholder: employees never read that.
    expect(message.contentVariables?.["2"]).not.toMatch(/Mijn organisatie/);
    expect(message.from).toBe(`whatsapp:${SENDER}`);
    const sent = await eventually(async () => {
      const w = await welcomeOf(id);
      return w?.status === "sent" ? w : null;
    }, 30_000);
    expect(sent.message_sid).toBe(message.sid);
    const [shown] = await app.sql`select message_body from whatsapp_messages where message_sid = ${message.sid}`;
    expect(shown.message_body).toBe(`Hoi Sanne, welkom bij ${message.contentVariables?.["2"]}!`);
    const logged = await app.sql`select kind, details from activity_log where organization_id = ${owner.org}`;
    expect(logged.map((r) => [r.kind, r.details])).toContainEqual(["employees_welcomed", { queued: 1, skipped: 0 }]);
    // The third try, after it was sent.
    const third = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [id] });
    expect(third.body.skipped).toEqual([{ employeeId: id, reason: t.skipAlreadyWelcomed }]);
    // Stored in the employee's conversation, like every outbound message.
    const [stored] = await app.sql`select m.template_sid, c.employee_id from whatsapp_messages m
      join conversations c on c.id = m.conversation_id where m.message_sid = ${message.sid}`;
    expect(stored).toMatchObject({ template_sid: TEMPLATE_SID, employee_id: id });
    // Not yet onboarded: sent is not delivered.
    expect((await app.sql`select onboarded_at from employees where id = ${id}`)[0].onboarded_at).toBeNull();
    expect((await twilio.statusCallback(message, "delivered")).status).toBeLessThan(300);
    await eventually(
      async () => (await app.sql`select onboarded_at from employees where id = ${id}`)[0].onboarded_at,
      20_000,
    );
    expect((await welcomeOf(id)).status).toBe("delivered");
    await new Promise((r) => setTimeout(r, 500));
    expect(sentTo(phone)).toHaveLength(1);
  });

  it("the members' live view shows the welcome's status", async () => {
    const zero = await app.openZero(member);
    const rows = await eventually(async () => {
      const r = await zero.run(queries.employeeWelcomes.ofOrganization({ organizationId: owner.org }));
      return r.some((w) => w.status === "delivered") ? r : null;
    }, 20_000);
    expect(rows.length).toBeGreaterThan(0);
    const foreign = await zero.run(queries.employeeWelcomes.ofOrganization({ organizationId: outsider.org }));
    expect(foreign).toEqual([]);
  });

  it("a number Twilio refuses shows Twilio's error code and message", async () => {
    const phone = "+31611110003";
    twilio.refuseRecipient(phone);
    const id = await addEmployee(owner.org, { first: "Fenna", phone });
    const res = await app.api(owner, owner.org, "POST", `employees/${id}/onboard`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ employee_id: id, employee_name: "Fenna Jansen", queued: true });
    const failed = await eventually(async () => {
      const w = await welcomeOf(id);
      return w?.status === "failed" ? w : null;
    }, 30_000);
    expect(failed.error_code).toBe("63024");
    expect(failed.error_message).toContain("Invalid message recipient");
    expect(sentTo(phone)).toHaveLength(0);
  });

  it("employee-onboard with the id in the body answers with the employee's name", async () => {
    const id = await addEmployee(owner.org, { first: "Joep", last: "Smit", phone: "+31611110006" });
    const res = await app.api(owner, owner.org, "POST", "employees/onboard", { employee_id: id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ employee_id: id, employee_name: "Joep Smit", queued: true, reason: null });
    const message = await eventually(() => sentTo("+31611110006")[0], 30_000);
    // Unnamed (the sign-up placeholder), the organisation fills in as an empty field does.
    expect(message.contentVariables).toEqual({ "1": "Joep", "2": "-" });
  });

  it("undelivered (Twilio's callback with its error code) fails the welcome, which may then be sent again", async () => {
    const phone = "+31611110007";
    const id = await addEmployee(owner.org, { first: "Uma", phone });
    expect((await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [id] })).status).toBe(200);
    const first = await eventually(() => sentTo(phone)[0], 30_000);
    await eventually(async () => (await welcomeOf(id))?.status === "sent", 30_000);
    expect((await twilio.statusCallback(first, "undelivered", "63016")).status).toBeLessThan(300);
    const failed = await eventually(async () => {
      const w = await welcomeOf(id);
      return w?.status === "failed" ? w : null;
    }, 20_000);
    expect(failed.error_code).toBe("63016");
    expect((await app.sql`select onboarded_at from employees where id = ${id}`)[0].onboarded_at).toBeNull();
    // Nothing arrived, so a second try is allowed, and sends once more.
    const again = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [id] });
    expect(again.body).toEqual({ queued: [id], skipped: [] });
    await eventually(() => sentTo(phone).length === 2, 30_000);
    const resent = await eventually(async () => {
      const w = await welcomeOf(id);
      return w?.status === "sent" ? w : null;
    }, 30_000);
    expect(resent.error_code).toBeNull();
    expect(resent.message_sid).toBe(sentTo(phone)[1].sid);
  });

  it("skips inactive and phone-less employees with Dutch reasons", async () => {
    const inactive = await addEmployee(owner.org, { first: "Ivo", phone: "+31611110004", active: false });
    const phoneless = await addEmployee(owner.org, { first: "Pim", phone: null });
    const res = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [inactive, phoneless] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      queued: [],
      skipped: [
        { employeeId: inactive, reason: t.skipInactive },
        { employeeId: phoneless, reason: t.skipNoPhone },
      ],
    });
    expect(sentTo("+31611110004")).toHaveLength(0);
  });

  it("an employee who sent STOP gets no welcome until START, and hears so in Dutch and English", async () => {
    const phone = "+31611110077";
    const stopper = await addEmployee(owner.org, { first: "Stefan", phone });
    const say = (body: string) => replyTo(twilio, app.url, owner.org, account, { from: phone, to: SENDER, body });
    expect(await say("STOP")).toContain(nl.assistant.optOut.stop);
    const [conv] = await app.sql`select id, opted_out_at from conversations
      where organization_id = ${owner.org} and customer_phone = ${phone}`;
    expect(conv.opted_out_at).not.toBeNull();
    const refused = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [stopper] });
    expect(refused.body).toEqual({ queued: [], skipped: [{ employeeId: stopper, reason: t.skipOptedOut }] });
    // A question is still answered (they started it), and START lets the welcome through.
    expect(await say("START")).toBe(nl.assistant.optOut.start);
    const sent = sentTo(phone).length;
    const queued = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [stopper] });
    expect(queued.body.queued).toEqual([stopper]);
    await eventually(() => sentTo(phone).length === sent + 1, 30_000);
    expect(sentTo(phone).at(-1)?.contentSid).toBe(TEMPLATE_SID);

    // A number with no employee record sends STOP, and its conversation is then erased on
    // request: the opt-out stays on the suppression list, so a later employee with that
    // number is not welcomed either.
    const stranger = "+31611110078";
    const sayAsStranger = (body: string) =>
      replyTo(twilio, app.url, owner.org, account, { from: stranger, to: SENDER, body });
    await sayAsStranger("STOP");
    const [theirs] = await app.sql`select id from conversations
      where organization_id = ${owner.org} and customer_phone = ${stranger}`;
    const erased = await app.api(owner, owner.org, "POST", `employee-data/conversations/${theirs.id}/erase`, {
      confirmation: stranger,
    });
    expect(erased.status).toBe(200);
    const later = await addEmployee(owner.org, { first: "Later", phone: stranger });
    const welcome = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [later] });
    expect(welcome.body).toEqual({ queued: [], skipped: [{ employeeId: later, reason: t.skipOptedOut }] });
  });

  it("sends nothing while the active agent has 'welcome messages' off", async () => {
    const eva = await addEmployee(owner.org, { first: "Eva", phone: "+31611110009" });
    await app.sql`insert into agents (id, organization_id, agent_type_id, name) values ('welcome-agent-hr', ${owner.org}, 'hr_assistant', 'Sam')`;
    await app.sql`update organizations set active_agent_id = 'welcome-agent-hr' where id = ${owner.org}`;
    try {
      const res = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [eva] });
      expect(res.body).toEqual({ queued: [], skipped: [{ employeeId: eva, reason: t.skipAgentWithoutWelcome }] });
      expect(sentTo("+31611110009")).toHaveLength(0);
    } finally {
      await app.sql`update organizations set active_agent_id = null where id = ${owner.org}`;
    }
  });

  it("refuses another organisation's admin and a plain member, and sends nothing", async () => {
    const phone = "+31611110005";
    const id = await addEmployee(owner.org, { first: "Bram", phone });
    const foreignHeader = await app.api(outsider, owner.org, "POST", "employees/welcome", { employeeIds: [id] });
    expect(foreignHeader.status).toBe(404);
    const foreignOnboard = await app.api(outsider, owner.org, "POST", `employees/${id}/onboard`);
    expect(foreignOnboard.status).toBe(404);
    // Their own organisation, our employee's id: not found there.
    const ownHeader = await app.api(outsider, outsider.org, "POST", `employees/${id}/onboard`);
    expect(ownHeader.status).toBe(404);
    const plain = await app.api(member, owner.org, "POST", "employees/welcome", { employeeIds: [id] });
    expect(plain.status).toBe(403);
    const plainOnboard = await app.api(member, owner.org, "POST", "employees/onboard", { employee_id: id });
    expect(plainOnboard.status).toBe(403);
    const plainSettings = await app.api(member, owner.org, "PUT", "employees/welcome/settings", {
      template_id: null,
      variables: {},
    });
    expect(plainSettings.status).toBe(403);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await welcomeOf(id)).toBeUndefined();
    expect(sentTo(phone)).toHaveLength(0);
  });

  it("refuses an empty or oversized selection", async () => {
    expect((await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [] })).status).toBe(400);
    const many = Array.from({ length: 501 }, () => randomUUID());
    expect((await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: many })).status).toBe(400);
  });

  it("WhatsApp throttling a welcome (63018) sends it again later; meanwhile it is on its way, not failed", async () => {
    const phone = "+31611110057";
    const id = await addEmployee(owner.org, { first: "Tess", phone });
    twilio.failByCallback(phone, "63018", { times: 1 });
    expect((await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [id] })).status).toBe(200);
    const [message] = await eventually(async () => {
      const rows =
        await app.sql`select id, resend_at from whatsapp_messages where message_sid = ${sentTo(phone)[0]?.sid ?? ""}`;
      return rows[0]?.resend_at ? rows : undefined;
    }, 30_000);
    expect((await welcomeOf(id)).status).toBe("sent");
    // An import meanwhile does not queue a second welcome.
    const again = await app.api(owner, owner.org, "POST", "employees/welcome", { employeeIds: [id] });
    expect(again.body.queued).toEqual([]);
    await app.sql`update graphile_worker._private_jobs set run_at = now() where key = ${`resend_whatsapp_message:${message.id}`}`;
    const resent = await eventually(() => sentTo(phone)[1], 30_000);
    expect(resent).toMatchObject({ contentSid: TEMPLATE_SID, contentVariables: { "1": "Tess" } });
    expect((await twilio.statusCallback(resent, "delivered")).status).toBeLessThan(300);
    await eventually(async () => (await welcomeOf(id)).status === "delivered", 20_000);
    expect(sentTo(phone)).toHaveLength(2);
  });

  it("a large import reaches Twilio paced, not as one burst", async () => {
    const n = 30;
    const phones = Array.from({ length: n }, (_, i) => `+316111120${String(i).padStart(2, "0")}`);
    const ids = await Promise.all(phones.map((phone, i) => addEmployee(owner.org, { first: `Pace${i}`, phone })));
    const db = connectDb(connectSql(app.databaseUrl, { max: 1 }));
    try {
      const summary = await enqueueWelcomes(db, { organizationId: owner.org, employeeIds: ids, requestedBy: null });
      expect(summary.queued).toHaveLength(n);
    } finally {
      await db.destroy();
    }
    await eventually(() => phones.every((p) => sentTo(p).length === 1), 60_000);
    const times = phones.map((p) => sentTo(p)[0].receivedAt).sort((a, b) => a - b);
    // Ten a second at most: 30 welcomes take about three seconds, however many workers there are.
    expect(times[n - 1] - times[0]).toBeGreaterThanOrEqual((n - 1) * PACED_INTERVAL_MS - 1_000);
    for (let i = 20; i < n; i++) expect(times[i] - times[i - 20]).toBeGreaterThanOrEqual(900);
  }, 90_000);
});

describe("a crash between Twilio accepting the welcome and recording it", () => {
  const running: RunningApp[] = [];
  let fake: FakeTwilio | undefined;
  afterAll(async () => {
    for (const a of running) await a.stop();
    await fake?.stop();
  });

  it("the worker started after the crash records the accepted welcome instead of sending a second", async () => {
    fake = await startFakeTwilio();
    const env = { TWILIO_API_BASE_URL: fake.baseUrl };
    const first = await startApp({ env });
    running.push(first);
    const boss = await signUpUser(first.url, "crash-welkom@a.nl", "Carla Crash");
    const sql = postgres(first.databaseUrl, { max: 1, onnotice: () => {} });
    const phone = "+31611119999";
    const employeeId = randomUUID();
    try {
      const [{ organization_id: org }] =
        await sql`select organization_id from organization_members where user_id = ${boss.userId}`;
      const headers = {
        cookie: boss.cookie,
        origin: first.url,
        "x-organization-id": org,
        "content-type": "application/json",
      };
      const crashAccount = fake.createAccount();
      const saved = await fetch(`${first.url}/api/twilio/credentials`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          account_sid: crashAccount.accountSid,
          auth_token: crashAccount.authToken,
          whatsapp_sender: "+3197010000072",
        }),
      });
      expect(saved.status).toBe(200);
      const template = randomUUID();
      await sql`insert into whatsapp_templates (id, organization_id, name, template_sid)
        values (${template}, ${org}, 'Welkom', ${TEMPLATE_SID})`;
      await sql`insert into employee_welcome_settings (organization_id, template_id, variables)
        values (${org}, ${template}, '{"1":"first_name"}'::jsonb)`;
      await sql`insert into employees (id, organization_id, first_name, last_name, phone_number, created_at, updated_at)
        values (${employeeId}, ${org}, 'Kees', 'Crash', ${phone}, now(), now())`;
      fake.holdResponsesAfterAccept(1);
      const sent = await fetch(`${first.url}/api/employees/welcome`, {
        method: "POST",
        headers,
        body: JSON.stringify({ employeeIds: [employeeId] }),
      });
      expect(sent.status).toBe(200);
    } finally {
      await sql.end();
    }
    const accepted = await eventually(() => fake?.sent.find((m) => m.to === `whatsapp:${phone}`), 30_000);
    // The worker dies waiting for Twilio's answer; the launcher starts a new one.
    const dead = await killWorker(first);
    const sql2 = postgres(first.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await dateBackDeadWorker(sql2, dead);
      const welcome = await eventually(async () => {
        const [row] = await sql2`select status, message_sid from employee_welcomes where employee_id = ${employeeId}`;
        return row?.message_sid ? row : null;
      }, 60_000);
      expect(welcome).toEqual({ status: "sent", message_sid: accepted.sid });
      await new Promise((r) => setTimeout(r, 1000));
      expect(fake.sent.filter((m) => m.to === `whatsapp:${phone}`)).toHaveLength(1);
    } finally {
      await sql2.end();
    }
  }, 120_000);
});
