import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { saveTwilioCredentials } from "../support/twilio.ts";
import { eventually } from "../support/zero-client.ts";

// An import with 'welcome' on: each imported employee gets the WhatsApp welcome at the fake
// Twilio once, however often the import runs; a dry-run sends nothing.
let fleks: FakeFleks;
let twilio: FakeTwilio;
let stack: Stack;
let owner: Owner;

beforeAll(async () => {
  fleks = await startFakeFleks({ sizes: { employees: 4, clients: 1, projects: 1, jobs: 1, shifts: 1 } });
  for (const e of fleks.data.employees) e.status = "active";
  twilio = await startFakeTwilio();
  stack = await startStack({ twilio, fakes: [fleks, twilio] });
  owner = await stack.signUpOwner("welkom-import@a.nl", "Wout Welkom");
  await saveTwilioCredentials(stack, owner, owner.org, twilio.createAccount(), "+3197010000072");
  const templateId = randomUUID();
  await stack.sql`insert into whatsapp_templates (id, organization_id, name, template_sid, template_type)
    values (${templateId}, ${owner.org}, 'Welkom', 'HX0123456789abcdef0123456789abcdef', 'onboarding')`;
  const settings = await stack.api(owner, owner.org, "PUT", "employees/welcome/settings", {
    template_id: templateId,
    variables: { "1": "first_name" },
  });
  expect(settings.status).toBe(200);
  expect(
    (await stack.api(owner, owner.org, "PUT", "fleks/connection", { baseUrl: fleks.baseUrl, token: fleks.apiKey }))
      .status,
  ).toBe(200);
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${owner.org}`;
  const sync = await stack.api(owner, owner.org, "POST", "fleks/sync", { objects: ["employees"], full: true });
  await waitForRun(sync.body.runIds[0]);
}, 120_000);
afterAll(() => stack?.stop());

async function waitForRun(id: string) {
  return eventually(async () => {
    const [run] = await stack.sql`select * from integration_sync_runs where id = ${id}`;
    return run && !["queued", "running"].includes(run.status) ? run : null;
  }, 60_000);
}
const importRun = async (body: unknown) =>
  waitForRun((await stack.api(owner, owner.org, "POST", "fleks/actions/import", body)).body.runId);

it("welcomes each imported employee once across a dry-run and two imports", async () => {
  const dry = await importRun({ dryRun: true, welcome: true });
  expect(dry).toMatchObject({ dry_run: true, welcomed: 4 });
  const first = await importRun({ welcome: true });
  expect(first).toMatchObject({ created: 4, welcomed: 4 });
  await eventually(async () => (twilio.sent.length === 4 ? true : null), 30_000);
  const second = await importRun({ welcome: true });
  expect(second).toMatchObject({ created: 0, unchanged: 4, welcomed: 0 });
  await new Promise((r) => setTimeout(r, 1500));
  expect(twilio.sent).toHaveLength(4);
  const phones = await stack.sql`select phone_number from employees where organization_id = ${owner.org}`;
  expect(new Set(twilio.sent.map((m) => m.to))).toEqual(new Set(phones.map((p) => `whatsapp:${p.phone_number}`)));
});
