import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { enqueuePush } from "../../server/fleks/actions/enqueue-push.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, uncheckedMutator, verdict } from "../support/zero-client.ts";

// A tampered browser: employee.update with no checks of its own, so only the server refuses.
const rogueMutators = defineMutators({ employee: { update: uncheckedMutator() } });

// The push direction against the fake Fleks API: a linked employee's edited contact details
// go back by PUT in a recorded run; last writer wins on updatedAt.
let fake: FakeFleks;
let stack: Stack;
let owner: Owner;

beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 6, clients: 2, projects: 2, jobs: 4, shifts: 6 } });
  for (const e of fake.data.employees) e.status = "active";
  stack = await startStack({ fakes: [fake] });
  owner = await stack.signUpOwner("push@a.nl", "Pim Push");
  expect(
    (await stack.api(owner, owner.org, "PUT", "fleks/connection", { baseUrl: fake.baseUrl, token: fake.apiKey }))
      .status,
  ).toBe(200);
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${owner.org}`;
  for (const object of ["employees", "shifts"]) {
    const sync = await stack.api(owner, owner.org, "POST", "fleks/sync", { objects: [object], full: true });
    await waitForRun(sync.body.runIds[0]);
  }
}, 120_000);
afterAll(() => stack?.stop());

async function waitForRun(id: string) {
  return eventually(async () => {
    const [run] = await stack.sql`select * from integration_sync_runs where id = ${id}`;
    return run && !["queued", "running"].includes(run.status) ? run : null;
  }, 60_000);
}
const pushRuns = () =>
  stack.sql`select * from integration_sync_runs where organization_id = ${owner.org} and kind = 'push' order by created_at`;
const setDirection = (object: string, direction: string) =>
  stack.sql`update integration_sync_objects set direction = ${direction} where organization_id = ${owner.org} and object = ${object}`;

describe("push", () => {
  it("an import pushes nothing back, nor does an edit while employees only pull", async () => {
    await setDirection("employees", "bidi");
    const imported = await stack.api(owner, owner.org, "POST", "fleks/actions/import", {});
    expect((await waitForRun(imported.body.runId)).created).toBe(6);
    await setDirection("employees", "pull");
    await stack.sql`update employees set email = 'alleen-hier@voorbeeld.nl' where organization_id = ${owner.org}
      and external_id = ${fake.data.employees[0]?.uuid as string}`;
    expect(await pushRuns()).toEqual([]);
  });

  it("with Bi-directional, an edited employee goes to Fleks by PUT, recorded as a push run", async () => {
    await setDirection("employees", "bidi");
    const uuid = fake.data.employees[1]?.uuid as string;
    await stack.sql`update employees set email = 'nieuw@voorbeeld.nl', updated_at = now()
      where organization_id = ${owner.org} and external_id = ${uuid}`;
    const [queued] = await pushRuns();
    expect(queued).toMatchObject({ kind: "push", trigger: "change", object: "employees" });
    const run = await waitForRun(queued?.id);
    expect(run).toMatchObject({ status: "succeeded", updated: 1, skipped: 0 });
    expect(run.changes).toEqual([expect.objectContaining({ action: "push", record: uuid })]);
    expect(fake.received).toEqual([
      expect.objectContaining({
        method: "PUT",
        object: "employees",
        id: uuid,
        body: expect.objectContaining({ email: "nieuw@voorbeeld.nl" }),
      }),
    ]);
    expect(fake.data.employees[1]?.email).toBe("nieuw@voorbeeld.nl");
  });

  it("an admin's edit in Medewerkers (employee.update) is pushed in the same transaction", async () => {
    const uuid = fake.data.employees[3]?.uuid as string;
    const [row] =
      await stack.sql`select * from employees where organization_id = ${owner.org} and external_id = ${uuid}`;
    const zo = await stack.openZero(owner);
    // The mutator runs in the admin's browser first, against what it has synced: the
    // organisation, its membership and the employees; then on the server.
    zo.materialize(queries.organizations.visible({ scope: "member" }));
    zo.materialize(queries.employees.ofOrganization({ organizationId: owner.org }));
    await eventually(async () => (await zo.run(queries.organizations.visible({ scope: "member" }))).length === 1);
    await eventually(async () =>
      (await zo.run(queries.employees.ofOrganization({ organizationId: owner.org }))).some((e) => e.id === row?.id),
    );
    const edit = {
      id: row?.id,
      first_name: "Bewerkt",
      last_name: row?.last_name,
      phone_number: row?.phone_number,
      email: "bewerkt@voorbeeld.nl",
      employee_number: null,
      now: Date.now(),
    };
    expect(await verdict(zo.mutate(mutators.employee.update(edit)))).toEqual({ type: "success" });
    const run = await waitForRun((await pushRuns()).at(-1)?.id);
    expect(run).toMatchObject({ status: "succeeded", updated: 1 });
    expect(fake.received.at(-1)).toMatchObject({
      id: uuid,
      body: { firstName: "Bewerkt", email: "bewerkt@voorbeeld.nl" },
    });
    // Another organisation's admin and a plain member cannot edit ours: refused, nothing pushed.
    const pushed = fake.received.length;
    const other = await stack.signUpOwner("ander-push@b.nl", "Ander Push");
    const member = await stack.signUpMember(owner.org, "lid-push@a.nl", "Lid Push");
    for (const user of [other, member]) {
      const rogue = await stack.openUncheckedZero(user, rogueMutators);
      const refused = await verdict(rogue.mutate(rogueMutators.employee.update({ ...edit, first_name: "Kaping" })));
      expect(refused.type).toBe("error");
    }
    const [after] = await stack.sql`select first_name from employees where id = ${row?.id}`;
    expect(after?.first_name).toBe("Bewerkt");
    expect(fake.received).toHaveLength(pushed);
  });

  it("does not overwrite a record Fleks changed after the local edit (last writer wins)", async () => {
    const uuid = fake.data.employees[2]?.uuid as string;
    fake.touch("employees", 1, 2, { email: "in-fleks@voorbeeld.nl" });
    await stack.sql`update employees set email = 'ouder@voorbeeld.nl', updated_at = now() - interval '1 hour'
      where organization_id = ${owner.org} and external_id = ${uuid}`;
    const run = await waitForRun((await pushRuns()).at(-1)?.id);
    expect(run).toMatchObject({ status: "succeeded", skipped: 1, updated: 0 });
    expect(run.changes).toEqual([
      expect.objectContaining({
        action: "skip",
        record: uuid,
        reason: "Fleks heeft een nieuwere versie; niet overschreven",
      }),
    ]);
    expect(fake.received.filter((w) => w.id === uuid)).toHaveLength(0);
    expect(fake.data.employees[2]?.email).toBe("in-fleks@voorbeeld.nl");
  });

  it("a shift's status goes back by PUT when shifts push", async () => {
    const sql = connectSql(stack.databaseUrl, { max: 1 });
    const db = connectDb(sql);
    try {
      const shift = fake.data.shifts[0];
      await stack.sql`update fleks_shifts set status = 'cancelled' where organization_id = ${owner.org} and uuid = ${shift?.id as string}`;
      expect(
        await enqueuePush(db, {
          organizationId: owner.org,
          object: "shifts",
          record: shift?.id as string,
          changedAt: new Date(),
        }),
      ).toBeTruthy();
      const run = await waitForRun((await pushRuns()).at(-1)?.id);
      expect(run).toMatchObject({ object: "shifts", status: "succeeded", updated: 1 });
      expect(fake.received.at(-1)).toMatchObject({ object: "shifts", id: shift?.id, body: { status: "cancelled" } });
      await setDirection("shifts", "pull");
      expect(
        await enqueuePush(db, {
          organizationId: owner.org,
          object: "shifts",
          record: shift?.id as string,
          changedAt: new Date(),
        }),
      ).toBeNull();
    } finally {
      await sql.end();
    }
  });
});
