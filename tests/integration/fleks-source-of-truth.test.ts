import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { notImportableReason } from "../../common/integrations/not-importable-reason.ts";
import { queries } from "../../common/zero/queries.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { replyTo, saveTwilioCredentials, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestZero } from "../support/zero-client.ts";

// Fleks decides who works here, through a real sync from the fake Fleks and the import:
// a number two Fleks employees share identifies neither (both skipped with the reason, and
// an imported one flagged); someone no longer active in Fleks is made inactive here as the
// sync stores it, with an activity line; with employees pulled, a changed number reaches
// Medewerkers and WhatsApp after the sync without anyone re-importing.
let fleks: FakeFleks;
let twilio: FakeTwilio;
let stack: Stack;
let owner: Owner;
let account: TwilioAccount;
let zo: TestZero;
const SENDER = "+3197010000081";
const t = nl.fleksActions;
const person = (i: number, firstName: string, phoneNumber: string) =>
  Object.assign(fleks.data.employees[i], { firstName, lastName: "Test", phoneNumber, status: "active", email: null });

async function waitForRun(id: string) {
  return eventually(async () => {
    const [run] = await stack.sql`select * from integration_sync_runs where id = ${id}`;
    return run && !["queued", "running"].includes(run.status) ? run : null;
  }, 60_000);
}
const sync = async () =>
  waitForRun(
    (await stack.api(owner, owner.org, "POST", "fleks/sync", { objects: ["employees"], full: true })).body.runIds[0],
  );
const importRun = async (body: unknown = {}) =>
  waitForRun((await stack.api(owner, owner.org, "POST", "fleks/actions/import", body)).body.runId);
const employee = async (first: string) => {
  const [row] = await stack.sql<{ id: string; phone_number: string; is_active: boolean }[]>`
    select id, phone_number, is_active from employees where organization_id = ${owner.org} and first_name = ${first}`;
  return row;
};
const noteOf = async (first: string) => {
  const [row] = await stack.sql<{ import_note: string | null }[]>`
    select import_note from fleks_employees where organization_id = ${owner.org} and first_name = ${first}`;
  return row?.import_note;
};

beforeAll(async () => {
  fleks = await startFakeFleks({ sizes: { employees: 6, clients: 1, projects: 1, jobs: 1, shifts: 1 } });
  person(0, "Fleur", "06 11110009");
  person(1, "Bram", "06 11110003");
  person(2, "Sanne", "+31 6 11110003");
  person(3, "Iris", "06 11110012");
  person(4, "Karel", "bel via kantoor");
  person(5, "Daan", "06 11110020");
  twilio = await startFakeTwilio();
  stack = await startStack({ twilio, fakes: [fleks, twilio] });
  owner = await stack.signUpOwner("bron-fleks@a.nl", "Bo Bron");
  account = twilio.createAccount();
  await saveTwilioCredentials(stack, owner, owner.org, account, SENDER);
  expect(
    (await stack.api(owner, owner.org, "PUT", "fleks/connection", { baseUrl: fleks.baseUrl, token: fleks.apiKey }))
      .status,
  ).toBe(200);
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${owner.org}`;
  // Fetch every status, not only 'active' (the default filter), so a status change arrives.
  await stack.sql`update integration_sync_objects set filters = '{}'::jsonb
    where organization_id = ${owner.org} and object = 'employees'`;
  expect(await sync()).toMatchObject({ status: "succeeded" });
  zo = await stack.openZero(owner);
}, 180_000);
afterAll(() => stack?.stop());

describe("Fleks is the source of truth for who works here", () => {
  it("skips every holder of a shared number and an unreadable one, and says why in Medewerkers", async () => {
    expect(await importRun()).toMatchObject({ status: "succeeded", created: 3 });
    expect(await employee("Bram")).toBeUndefined();
    expect(await employee("Sanne")).toBeUndefined();
    expect(await employee("Karel")).toBeUndefined();
    const expected = { Bram: t.duplicatePhone, Karel: t.invalidPhone, Sanne: t.duplicatePhone };
    // What the card syncs, once zero-cache has the import's writes: listed apart with the
    // reason, and no longer among (nor counted with) the ones waiting for an import.
    const apart = await eventually(async () => {
      const rows = await zo.run(queries.fleksActions.notImportable({ organizationId: owner.org }), {
        type: "complete",
      });
      const reasons = Object.fromEntries(rows.map((p) => [p.first_name, notImportableReason(p)]));
      return JSON.stringify(reasons) === JSON.stringify(expected) ? rows : null;
    }, 15_000);
    expect(apart.find((p) => p.first_name === "Karel")?.phone).toBe("bel via kantoor");
    const waiting = await zo.run(queries.fleksActions.notImported({ organizationId: owner.org, limit: 10 }), {
      type: "complete",
    });
    expect(waiting).toEqual([]);
    // From the database: a Zero run here would leave a cached answer the next test reads.
    const [counts] =
      await stack.sql`select waiting, blocked from fleks_import_counts where organization_id = ${owner.org}`;
    expect(counts).toMatchObject({ waiting: 0, blocked: 3 });
  });

  it("flags an imported employee whose number becomes shared in Fleks", async () => {
    person(4, "Karel", "06 11110020");
    await sync();
    await importRun();
    expect(await noteOf("Daan")).toBe(t.linkedNote(t.duplicatePhone));
    expect(await noteOf("Karel")).toBe(t.duplicatePhone);
    await eventually(async () => {
      const flagged = await zo.run(queries.fleksActions.flagged({ organizationId: owner.org }), { type: "complete" });
      return flagged.map((p) => p.first_name).join() === "Daan";
    }, 15_000);
  });

  it("makes an employee inactive in Fleks inactive here at the sync, tells HR, and never imports them again", async () => {
    expect(await employee("Iris")).toMatchObject({ is_active: true });
    fleks.data.employees[3].status = "inactive";
    await sync();
    expect(await employee("Iris")).toMatchObject({ is_active: false });
    const [line] = await stack.sql`select details from activity_log
      where organization_id = ${owner.org} and kind = 'fleks_employees_deactivated'`;
    expect(line.details).toEqual({ count: 1 });
    const run = await importRun({ dryRun: true, welcome: true });
    expect(run.changes).toContainEqual(expect.objectContaining({ action: "skip", reason: t.inactiveInFleks }));
    expect(run.changes).not.toContainEqual(expect.objectContaining({ action: "welcome", label: "Iris Test" }));
  });

  it("with employees pulled, a number changed in Fleks reaches Medewerkers and WhatsApp after the sync", async () => {
    const fleur = await employee("Fleur");
    expect(fleur.phone_number).toBe("+31611110009");
    await replyTo(twilio, stack.url, owner.org, account, { from: "+31611110009", to: SENDER, body: "hoi" });
    person(0, "Fleur", "06 11119999");
    await sync();
    await eventually(async () => (await employee("Fleur")).phone_number === "+31611119999", 30_000);
    const [applied] = await stack.sql`select * from integration_sync_runs
      where organization_id = ${owner.org} and kind = 'import' and trigger = 'change'`;
    expect(applied).toMatchObject({ updated: 1, created: 0 });
    const [old] = await stack.sql`select employee_id from conversations
      where organization_id = ${owner.org} and customer_phone = '+31611110009'`;
    expect(old.employee_id).toBeNull();
    // Nothing left to apply: the notice goes, once zero-cache has the import's commit (a run
    // "complete" as of zero-cache's snapshot, which may still be a commit behind the database).
    await eventually(async () => {
      const counts = await zo.run(queries.fleksActions.importCounts({ organizationId: owner.org }), {
        type: "complete",
      });
      return counts?.changed === 0;
    }, 15_000);
  });

  it("with employees not pulled, a stored change waits and Medewerkers says so until the import", async () => {
    await stack.sql`update integration_sync_objects set direction = 'push'
      where organization_id = ${owner.org} and object = 'employees'`;
    // As a webhook delivery stores it.
    await stack.sql`update fleks_employees set phone = '+31611118888'
      where organization_id = ${owner.org} and first_name = 'Fleur'`;
    await eventually(async () => {
      const counts = await zo.run(queries.fleksActions.importCounts({ organizationId: owner.org }), {
        type: "complete",
      });
      return counts?.changed === 1;
    }, 15_000);
    const [queued] = await stack.sql`select count(*)::int as n from integration_sync_runs
      where organization_id = ${owner.org} and kind = 'import' and status = 'queued'`;
    expect(queued.n).toBe(0);
    expect((await employee("Fleur")).phone_number).toBe("+31611119999");
    expect(await importRun()).toMatchObject({ status: "succeeded" });
    expect((await employee("Fleur")).phone_number).toBe("+31611118888");
    const [after] = await stack.sql`select changed from fleks_import_counts where organization_id = ${owner.org}`;
    expect(after.changed).toBe(0);
  });

  it("does not import a number Medewerkers' form refuses: the employee is skipped, counted and told why", async () => {
    await stack.sql`update integration_sync_objects set direction = 'pull'
      where organization_id = ${owner.org} and object = 'employees'`;
    person(0, "Fleur", "+31611118888"); // as stored: nothing of hers changes
    person(1, "Bram", "+44 20 1234"); // a London number cut short: E.164-shaped, given out nowhere
    person(2, "Sanne", "06 11110031");
    await sync();
    const run = await importRun();
    expect(run).toMatchObject({ status: "succeeded", created: 1 });
    // In the run's outcome ("… overgeslagen") with the others left out (Iris inactive, Karel and Daan sharing a number).
    const skipped = run.changes.filter((c: { action: string }) => c.action === "skip");
    expect(run.skipped).toBe(skipped.length);
    expect(run.changes).toContainEqual(
      expect.objectContaining({ action: "skip", label: "Bram Test", reason: t.invalidPhone }),
    );
    expect(await employee("Bram")).toBeUndefined();
    expect(await employee("Sanne")).toMatchObject({ phone_number: "+31611110031" });
    expect(await noteOf("Bram")).toBe(t.invalidPhone);
  });
});
