import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// The employees' rights for an employee who came from the staffing platform: the export
// holds the platform's synced copy of them, their shifts and their welcome; the erasure
// removes that copy and it stays gone through later syncs and imports from the real sync
// pipeline (fake Fleks API), while the platform's other employees are untouched.
let fake: FakeFleks;
let app: Stack;
let owner: Owner;
let ids: { els: string; jan: string }; // platform uuids
let elsShifts: string[];
let jansShifts: string[];
let els: string; // her product employee id

const api = (method: string, path: string, body?: unknown) => app.api(owner, owner.org, method, path, body);
async function syncAll(objects: string[]) {
  const sync = await api("POST", "fleks/sync", { objects, full: true });
  expect(sync.status, JSON.stringify(sync.body)).toBe(200);
  for (const id of sync.body.runIds as string[])
    await eventually(async () => {
      const [run] = await app.sql`select status from integration_sync_runs where id = ${id}`;
      return run && !["queued", "running"].includes(run.status) ? run : null;
    }, 60_000);
}
async function importEmployees() {
  const started = await api("POST", "fleks/actions/import", {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await eventually(async () => {
    const [run] = await app.sql`select status from integration_sync_runs where id = ${started.body.runId}`;
    return run?.status === "succeeded" ? run : null;
  }, 60_000);
}
const assigneeOf = async (uuids: string[]) =>
  (
    await app.sql`select assignee_uuid from fleks_shifts where organization_id = ${owner.org} and uuid in ${app.sql(uuids)}`
  ).map((r) => r.assignee_uuid);

beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 3, clients: 1, projects: 1, jobs: 2, shifts: 6 } });
  for (const e of fake.data.employees) e.status = "active";
  const [e0, e1] = fake.data.employees;
  ids = { els: String(e0.uuid), jan: String(e1.uuid) };
  // Three shifts are hers, two Jan's, one open.
  fake.data.shifts.forEach((s, i) => {
    s.status = "filled";
    s.employeeId = i < 3 ? e0.uuid : i < 5 ? e1.uuid : null;
  });
  elsShifts = fake.data.shifts.slice(0, 3).map((s) => String(s.id));
  jansShifts = fake.data.shifts.slice(3, 5).map((s) => String(s.id));
  app = await startStack({ fakes: [fake] });
  owner = await app.signUpOwner("rechten-planner@uitzend.nl", "Paula Planner");
  expect((await api("PUT", "fleks/connection", { baseUrl: fake.baseUrl, token: fake.apiKey })).status).toBe(200);
  await app.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${owner.org}`;
  await syncAll(["employees", "jobs", "shifts"]);
  await importEmployees();
  [{ id: els }] =
    await app.sql`select id from employees where organization_id = ${owner.org} and external_id = ${ids.els}`;
  // A conversation locked after wrong answers, and her welcome record.
  const [{ phone_number: phone }] = await app.sql`select phone_number from employees where id = ${els}`;
  const conversation = randomUUID();
  await app.sql`insert into conversations (id, organization_id, customer_phone, employee_id, verification_attempts,
      verification_locked_until, verification_lockouts)
    values (${conversation}, ${owner.org}, ${phone}, ${els}, 3, now() + interval '1 hour', 2)`;
  await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
    values (${randomUUID()}, ${owner.org}, ${conversation}, 'inbound', 'wanneer werk ik morgen', 'received')`;
  await app.sql`insert into employee_welcomes (id, organization_id, employee_id, status, template_sid, requested_by, sent_at)
    values (${randomUUID()}, ${owner.org}, ${els}, 'sent', ${`HX${"1".repeat(32)}`}, ${owner.userId}, now())`;
}, 180_000);
afterAll(() => app?.stop());

describe("the export of a platform employee", () => {
  it("holds her synced platform row, her shifts, her welcome and her lockout, and nothing of Jan", async () => {
    const res = await api("GET", `employee-data/${els}/export`);
    expect(res.status).toBe(200);
    const archive = res.body;
    const [row] = await app.sql`select first_name, email, phone from fleks_employees
      where organization_id = ${owner.org} and uuid = ${ids.els}`;
    expect(archive.staffing_platform).toMatchObject({ provider: "fleks", uuid: ids.els, employee: { ...row } });
    expect(archive.staffing_platform.employee).not.toHaveProperty("content_hash");
    const shifts = archive.staffing_platform.shifts as { uuid: string; job_title: string | null }[];
    expect(shifts.map((s) => s.uuid).sort()).toEqual([...elsShifts].sort());
    expect(shifts.every((s) => typeof s.job_title === "string")).toBe(true);
    expect(archive.welcome).toMatchObject({ status: "sent", template_sid: `HX${"1".repeat(32)}` });
    // Who asked for the welcome is a colleague's data.
    expect(archive.welcome).not.toHaveProperty("requested_by");
    expect(archive.conversations[0].verification).toMatchObject({ failed_attempts: 3, lockouts: 2 });
    expect(archive.conversations[0].verification.locked_until).toEqual(expect.any(String));
    const text = JSON.stringify(archive);
    const [jan] =
      await app.sql`select phone, email from fleks_employees where organization_id = ${owner.org} and uuid = ${ids.jan}`;
    for (const other of [ids.jan, ...jansShifts, jan.phone, jan.email, owner.userId]) expect(text).not.toContain(other);
  });
});

describe("an employee the import did not link, whose phone a Fleks row has (someone else's)", () => {
  it("exports and erases no Fleks record, says so in the export, and leaves the other person alone", async () => {
    // Levi left: Fleks marked his row deleted; his old number now belongs to Jan, added by hand.
    const phone = "+31699887766";
    const levi = `levi-${randomUUID()}`;
    await app.sql`insert into fleks_employees (organization_id, uuid, first_name, last_name, email, phone, content_hash, deleted_at)
      values (${owner.org}, ${levi}, 'Levi', 'Smit', 'levi@voorbeeld.nl', ${phone}, 'x', now())`;
    const jan = randomUUID();
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
      values (${jan}, ${owner.org}, 'Jan', 'Handmatig', ${phone})`;
    const res = await api("GET", `employee-data/${jan}/export`);
    expect(res.status).toBe(200);
    expect(res.body.staffing_platform).toEqual({ provider: "fleks", linked: false, note: nl.privacy.noFleksLink });
    expect(nl.privacy.noFleksLink).toContain("Geen koppeling met Fleks");
    const text = JSON.stringify(res.body);
    for (const his of [levi, "Levi", "levi@voorbeeld.nl"]) expect(text).not.toContain(his);

    const erased = await api("POST", `employee-data/${jan}/erase`, { confirmation: "Jan Handmatig" });
    expect(erased).toEqual({ status: 200, body: { conversations: 0, messages: 0, staffing_platform: false } });
    expect(
      await app.sql`select uuid from fleks_employees where organization_id = ${owner.org} and uuid = ${levi}`,
    ).toHaveLength(1);
    expect(
      await app.sql`select uuid from system.erased_fleks_employees where organization_id = ${owner.org} and uuid = ${levi}`,
    ).toEqual([]);
  });
});

describe("the erasure of a platform employee", () => {
  it("removes her platform copy and unassigns her shifts; later syncs and imports do not bring her back", async () => {
    const [name] = await app.sql`select first_name, last_name from employees where id = ${els}`;
    const res = await api("POST", `employee-data/${els}/erase`, {
      confirmation: `${name.first_name} ${name.last_name}`,
    });
    expect(res).toEqual({ status: 200, body: { conversations: 1, messages: 1, staffing_platform: true } });
    const hers = () =>
      app.sql`select uuid from fleks_employees where organization_id = ${owner.org} and uuid = ${ids.els}`;
    const herEmployee = () =>
      app.sql`select id from employees where organization_id = ${owner.org} and external_id = ${ids.els}`;
    expect(await hers()).toEqual([]);
    expect(await assigneeOf(elsShifts)).toEqual([null, null, null]);
    expect(await app.sql`select id from employee_welcomes where employee_id = ${els}`).toEqual([]);
    // The import run listed her by name ("Aanmaken: …"); that line went, Jan's stayed.
    const changes = JSON.stringify(
      await app.sql`select changes from integration_sync_runs where organization_id = ${owner.org} and kind = 'import'`,
    );
    expect(changes).not.toContain(ids.els);
    expect(changes).not.toContain(name.last_name);
    expect(changes).toContain(ids.jan);

    // The platform changes her and her shifts; a full sync and an import follow.
    fake.touch("employees", 3, 0, { city: "Ergens Anders" });
    fake.touch("shifts", 6, 0, { breakMinutes: 45 });
    await syncAll(["employees", "shifts"]);
    await importEmployees();
    expect(await hers()).toEqual([]);
    expect(await herEmployee()).toEqual([]);
    expect(await assigneeOf(elsShifts)).toEqual([null, null, null]);
    // Jan went through the same sync: updated, still linked to his shifts and his employee.
    const [jan] =
      await app.sql`select city from fleks_employees where organization_id = ${owner.org} and uuid = ${ids.jan}`;
    expect(jan.city).toBe("Ergens Anders");
    expect(await assigneeOf(jansShifts)).toEqual([ids.jan, ids.jan]);
    expect(
      await app.sql`select id from employees where organization_id = ${owner.org} and external_id = ${ids.jan}`,
    ).toHaveLength(1);
  });
});
