import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { notImportableReason } from "../../common/integrations/not-importable-reason.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestZero } from "../support/zero-client.ts";

// Medewerkers' "Nog niet geïmporteerd" card through real zero-cache: the count of platform
// employees nobody imported is kept by the database and the list is the first ten of them,
// so a big organisation's browser no longer syncs all 1,666 platform employees to count them.
let app: Stack;
let owner: Owner;
let other: Owner;
let zo: TestZero;

const args = () => ({ organizationId: owner.org });
const waitingOf = async (z: TestZero, organizationId: string) =>
  (await z.run(queries.fleksActions.importCounts({ organizationId }), { type: "complete" }))?.waiting;
const becomes = (n: number) => eventually(async () => (await waitingOf(zo, owner.org)) === n, 15_000);
const uuidOf = (i: number) => `fleks-${String(i).padStart(4, "0")}`;

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner("groot-fleks@a.nl", "Grote Fleks");
  other = await app.signUpOwner("ander-fleks@b.nl", "Ander Bedrijf");
  zo = await app.openZero(owner);
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

describe("platform employees not imported yet", () => {
  it("counts all 1,666 in the database while the card syncs the ten it shows", async () => {
    // One statement, as a sync's page is: one recount, not one per row.
    await app.sql`insert into fleks_employees (organization_id, uuid, first_name, last_name, phone, content_hash)
      select ${owner.org}, 'fleks-' || lpad(i::text, 4, '0'), 'Naam', lpad(i::text, 4, '0'), '+316' || lpad(i::text, 8, '0'), 'h'
      from generate_series(1, 1666) i`;
    await becomes(1666);
    const first = await zo.run(queries.fleksActions.notImported({ ...args(), limit: 10 }), { type: "complete" });
    expect(first.map((r) => r.uuid)).toEqual(Array.from({ length: 10 }, (_, i) => uuidOf(i + 1)));
  });

  it("follows imports, unlinks, deletion marks and erasure, and leaves out who is imported", async () => {
    const employee = randomUUID();
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number, external_source, external_id)
      values (${employee}, ${owner.org}, 'Naam', '0001', '+31600000001', 'fleks', ${uuidOf(1)})`;
    await becomes(1665);
    const shown = await zo.run(queries.fleksActions.notImported({ ...args(), limit: 10 }), { type: "complete" });
    expect(shown.map((r) => r.uuid)).not.toContain(uuidOf(1));
    expect(shown).toHaveLength(10);
    // An update that leaves the link alone counts nothing; one that drops it counts again.
    await app.sql`update employees set is_active = false where id = ${employee}`;
    await app.sql`update employees set external_id = null, external_source = null where id = ${employee}`;
    await becomes(1666);
    // A reconcile marks two deleted; one comes back.
    await app.sql`update fleks_employees set deleted_at = now() where organization_id = ${owner.org}
      and uuid in (${uuidOf(2)}, ${uuidOf(3)})`;
    await becomes(1664);
    await app.sql`update fleks_employees set deleted_at = null where organization_id = ${owner.org} and uuid = ${uuidOf(2)}`;
    await becomes(1665);
    // The whole import in one statement.
    await app.sql`insert into employees (id, organization_id, first_name, last_name, external_source, external_id)
      select gen_random_uuid(), ${owner.org}, 'Naam', uuid, 'fleks', uuid from fleks_employees
      where organization_id = ${owner.org} and uuid > ${uuidOf(1000)}`;
    await becomes(999);
    await app.sql`delete from fleks_employees where organization_id = ${owner.org} and uuid <= ${uuidOf(10)}`;
    await becomes(990);
    const all = await zo.run(queries.fleksActions.notImported({ ...args(), limit: 5000 }), { type: "complete" });
    expect(all).toHaveLength(990);
    // A platform employee synced after the employee that links to it is imported already.
    await app.sql`insert into employees (id, organization_id, first_name, last_name, external_source, external_id)
      values (${randomUUID()}, ${owner.org}, 'Laat', 'Binnen', 'fleks', 'fleks-late')`;
    await app.sql`insert into fleks_employees (organization_id, uuid, first_name, last_name, phone, content_hash)
      values (${owner.org}, 'fleks-late', 'Laat', 'Binnen', '+31698765431', 'h'),
        (${owner.org}, 'fleks-new', 'Nieuw', 'Binnen', '+31698765432', 'h')`;
    await becomes(991);
  });

  it("counts only who an import would take; the others are listed apart with their reason", async () => {
    const blockedOf = async () =>
      (await zo.run(queries.fleksActions.importCounts(args()), { type: "complete" }))?.blocked;
    expect(await blockedOf()).toBe(0);
    // Not active in Fleks, no phone, and a number an import found shared in Fleks.
    await app.sql`insert into fleks_employees (organization_id, uuid, first_name, last_name, phone, status, content_hash) values
      (${owner.org}, 'fleks-gone', 'Aa', 'Inactief', '+31698765433', 'inactive', 'h'),
      (${owner.org}, 'fleks-nophone', 'Ab', 'Zonder', null, 'active', 'h'),
      (${owner.org}, 'fleks-shared', 'Ac', 'Gedeeld', '+31698765434', 'active', 'h')`;
    await becomes(992);
    await app.sql`update fleks_employees set import_note = ${nl.fleksActions.duplicatePhone}
      where organization_id = ${owner.org} and uuid = 'fleks-shared'`;
    await becomes(991);
    await eventually(async () => (await blockedOf()) === 3, 15_000);
    const waiting = await zo.run(queries.fleksActions.notImported({ ...args(), limit: 5000 }), { type: "complete" });
    expect(waiting.some((r) => ["fleks-gone", "fleks-nophone", "fleks-shared"].includes(r.uuid))).toBe(false);
    const apart = await zo.run(queries.fleksActions.notImportable(args()), { type: "complete" });
    expect(apart.map((r) => [r.uuid, notImportableReason(r)])).toEqual([
      ["fleks-gone", nl.fleksActions.inactiveInFleks],
      ["fleks-nophone", nl.fleksActions.noPhone],
      ["fleks-shared", nl.fleksActions.duplicatePhone],
    ]);
    // A new number from Fleks clears the import's reason: the next import takes them.
    await app.sql`update fleks_employees set phone = '+31698765435' where organization_id = ${owner.org} and uuid = 'fleks-shared'`;
    await becomes(992);
    await eventually(async () => (await blockedOf()) === 2, 15_000);
  });

  it("another organisation sees neither the count nor the rows", async () => {
    const theirs = await app.openZero(other);
    expect(await waitingOf(theirs, owner.org)).toBeUndefined();
    expect(await theirs.run(queries.fleksActions.notImported({ ...args(), limit: 10 }), { type: "complete" })).toEqual(
      [],
    );
  });
});
