import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAPPINGS } from "../../common/integrations/default-mappings.ts";
import { queries } from "../../common/zero/queries.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { FOUND, IDENTIFIER_FIELDS, SECRETS } from "../fakes/fleks/identifier-record.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// A Fleks employee carrying a BSN, ID document and bank account under the names tenants
// really use, and in a note, synced through the fake Fleks API with mappings that name them
// (as one saved before such targets were refused would): nothing of them reaches the table
// every member's browser replicates, nor a member's query of it.
let fake: FakeFleks;
let stack: Stack;
let owner: Owner;

const map = (sourceField: string, targetField = sourceField) => ({ sourceField, targetField, required: false });

beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 3, clients: 1, projects: 1, jobs: 1, shifts: 1 } });
  for (const e of fake.data.employees) e.status = "active";
  fake.touch("employees", 1, 0, IDENTIFIER_FIELDS);
  stack = await startStack({ fakes: [fake] });
  owner = await stack.signUpOwner("privacy@a.nl", "Pim Privacy");
  const saved = await stack.api(owner, owner.org, "PUT", "fleks/connection", {
    baseUrl: fake.baseUrl,
    token: fake.apiKey,
  });
  expect(saved.status).toBe(200);
  // No scheduled run of this organisation's objects while the test's own runs: the shared
  // stack's other files count the due ones.
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day'
    where organization_id = ${owner.org}`;
  await stack.sql`update integration_sync_objects set
      mappings = ${stack.sql.json([
        ...DEFAULT_MAPPINGS.employees,
        ...Object.keys(SECRETS).map((key) => map(key)),
        ...Object.keys(SECRETS).map((key, i) => map(key, `ref${i}`)),
        map("notes"),
        map("details"),
      ])}
    where organization_id = ${owner.org} and object = 'employees'`;
}, 120_000);
afterAll(() => stack?.stop());

describe("personal identifiers from Fleks", () => {
  it("are not stored in fleks_employees, nor seen by a member through Zero", async () => {
    const started = await stack.api(owner, owner.org, "POST", "fleks/sync", { objects: ["employees"], full: true });
    expect(started.status).toBe(200);
    const run = await eventually(async () => {
      const [r] = await stack.sql`select * from integration_sync_runs where id = ${started.body.runIds[0]}`;
      return r && !["queued", "running"].includes(r.status) ? r : null;
    }, 60_000);
    expect(run.status).toBe("succeeded");
    const uuid = String(fake.data.employees[0]?.uuid);
    const [row] =
      await stack.sql`select * from fleks_employees where organization_id = ${owner.org} and uuid = ${uuid}`;
    expect(row).toBeTruthy();
    const stored = JSON.stringify(row);
    for (const value of FOUND) expect(stored, value).not.toContain(value);
    // The note itself is kept, without what it must not hold.
    expect(String(row?.extra.notes)).toMatch(/^BSN .+, IBAN .+$/);

    const member = await stack.signUpMember(owner.org, "lid-privacy@a.nl", "Lid Privacy");
    const zero = await stack.openZero(member);
    const seen = await eventually(async () => {
      const rows = await zero.run(queries.fleksActions.notImported({ organizationId: owner.org, limit: 100 }), {
        type: "complete",
      });
      return rows.find((r) => r.uuid === uuid);
    });
    const synced = JSON.stringify(seen);
    for (const value of FOUND) expect(synced, value).not.toContain(value);
  });

  it("are not shown in the Mappings tab's preview of that record either", async () => {
    const preview = await stack.api(owner, owner.org, "GET", "fleks/preview/employees");
    expect(preview.body.after).toMatchObject({ externalId: fake.data.employees[0]?.uuid });
    const shown = JSON.stringify(preview.body);
    for (const value of FOUND) expect(shown, value).not.toContain(value);
  });
});
