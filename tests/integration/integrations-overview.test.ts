import fs from "node:fs";
import path from "node:path";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, type TestZero, uncheckedMutator, verdict } from "../support/zero-client.ts";

// The Apps overview through the real app and zero-cache: adding a custom integration
// (the route seals its key), switching and disconnecting (Zero mutators), and the
// boundary between organisations and between admins and members.
let app: Stack;
let alice: Owner; // owner (admin) of A
let carol: TestUser; // plain member of A
let bob: Owner; // owner of B
let za: TestZero;

const t = nl.integrations;
const KEY = "geheime-sleutel-4f9a2c7e81";
const custom = {
  name: "Salarisadministratie",
  integration_type: "payroll",
  provider: "AFAS",
  api_endpoint: "https://api.afas.voorbeeld.nl/v1",
  api_key: KEY,
  additional_config: { omgeving: "productie", timeout: 30 },
};
const rogueMutators = defineMutators({ integration: { setActive: uncheckedMutator(), delete: uncheckedMutator() } });
const add = (user: TestUser, org: string, body: unknown) => app.api(user, org, "POST", "integrations", body);
const activity = (org: string, kind: string) =>
  app.sql`select target, details from activity_log where organization_id = ${org} and kind = ${kind} order by created_at`;

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("apps-a@a.nl", "Anna Apps");
  carol = await app.signUpMember(alice.org, "apps-lid@a.nl", "Carol Lid");
  bob = await app.signUpOwner("apps-b@b.nl", "Bram B");
  za = await app.openZero(alice);
  // The mutators run in the client first, against what it has synced: the organisation,
  // its membership and the integrations.
  za.materialize(queries.organizations.visible({ scope: "member" }));
  za.materialize(queries.integrations.ofOrganization({ organizationId: alice.org }));
  await eventually(async () => (await za.run(queries.organizations.visible({ scope: "member" }))).length === 1);
}, 240_000);
const synced = (id: string) =>
  eventually(async () =>
    (await za.run(queries.integrations.ofOrganization({ organizationId: alice.org }))).some((r) => r.id === id),
  );
afterAll(async () => {
  await app?.stop();
});

describe("adding a custom integration", () => {
  let id: string;

  it("an admin adds one: the reply and the synced row have no key, the database only a sealed one", async () => {
    const res = await add(alice, alice.org, custom);
    expect(res.status).toBe(201);
    id = res.body.data.id;
    expect(res.body.data).toEqual({
      id,
      name: custom.name,
      integration_type: "payroll",
      provider: "AFAS",
      api_endpoint: custom.api_endpoint,
      is_active: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(KEY);
    const [row] =
      await app.sql`select api_key_encrypted, additional_config from external_integrations where id = ${id}`;
    expect(row.api_key_encrypted).toMatch(/^v1\./);
    expect(row.api_key_encrypted).not.toContain(KEY);
    expect(row.additional_config).toEqual(custom.additional_config);

    const synced = await eventually(async () =>
      (await za.run(queries.integrations.ofOrganization({ organizationId: alice.org }))).find((r) => r.id === id),
    );
    expect(synced).toMatchObject({ name: custom.name, is_active: true, provider: "AFAS" });
    expect(Object.keys(synced)).not.toContain("api_key_encrypted");
    expect(await activity(alice.org, "integration_added")).toEqual([
      { target: id, details: { name: custom.name, provider: "AFAS", integration_type: "payroll" } },
    ]);
  });

  it("the key is in no replica file of zero-cache", async () => {
    const dir = path.join(app.dataDir, "zero");
    const files = fs.readdirSync(dir).filter((f) => f.startsWith("replica"));
    expect(files.length).toBeGreaterThan(0);
    const [sealed] = await app.sql`select api_key_encrypted from external_integrations where id = ${id}`;
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(dir, file));
      expect(bytes.includes(KEY), file).toBe(false);
      expect(bytes.includes(sealed.api_key_encrypted), file).toBe(false);
    }
  });

  it("refuses invalid input with the spec's title and a Dutch reason, storing nothing", async () => {
    const before = await app.sql`select count(*)::int as n from external_integrations`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...custom, name: "  " }, t.nameRequired],
      [{ ...custom, api_endpoint: "geen-url" }, t.endpointInvalid],
      [{ ...custom, api_key: "" }, t.apiKeyRequired],
      [{ ...custom, provider: "Bullhorn" }, t.providerInvalid],
      [{ ...custom, integration_type: "staffing" }, t.typeInvalid],
      [{ ...custom, additional_config: { genest: { a: 1 } } }, t.configNotObject],
      [{ ...custom, additional_config: "{}" }, t.configNotObject],
      // Synced to every member: a provider's second secret belongs in the sealed API key.
      [
        { ...custom, additional_config: { omgeving: "productie", nmbrs_token: "geheim" } },
        t.configSecret("nmbrs_token"),
      ],
    ];
    for (const [body, description] of cases) {
      const res = await add(alice, alice.org, body);
      expect(res, JSON.stringify(body)).toEqual({
        status: 400,
        body: { error: { code: "invalid_input", title: t.addFailed, description } },
      });
    }
    expect(await app.sql`select count(*)::int as n from external_integrations`).toEqual(before);
  });

  it("a member may not add one, nor may another organisation's owner add one to A", async () => {
    expect((await add(carol, alice.org, custom)).status).toBe(403);
    expect((await add(bob, alice.org, custom)).status).toBe(404);
    expect(
      await app.sql`select count(*)::int as n from external_integrations where organization_id = ${alice.org}`,
    ).toEqual([{ n: 1 }]);
  });
});

describe("switching and disconnecting", () => {
  let id: string;
  let bobs: string;

  beforeAll(async () => {
    id = (
      await add(alice, alice.org, { ...custom, name: "Planning", integration_type: "planning", provider: "Shiftbase" })
    ).body.data.id;
    bobs = (await add(bob, bob.org, { ...custom, name: "Van B" })).body.data.id;
    await synced(id);
  });

  it("another organisation's integrations are invisible", async () => {
    expect(
      await za.run(queries.integrations.ofOrganization({ organizationId: bob.org }), { type: "complete" }),
    ).toEqual([]);
  });

  it("an admin switches one off and on; each change is logged", async () => {
    expect(await verdict(za.mutate(mutators.integration.setActive({ id, is_active: false, now: Date.now() })))).toEqual(
      {
        type: "success",
      },
    );
    expect((await app.sql`select is_active from external_integrations where id = ${id}`)[0].is_active).toBe(false);
    await verdict(za.mutate(mutators.integration.setActive({ id, is_active: true, now: Date.now() })));
    expect((await app.sql`select is_active from external_integrations where id = ${id}`)[0].is_active).toBe(true);
    const log = await activity(alice.org, "integration_status_changed");
    expect(log.map((r) => [r.target, r.details.is_active])).toEqual([
      [id, false],
      [id, true],
    ]);
  });

  it("a member's client that skips its own checks is refused by the server", async () => {
    const rogue = await app.openUncheckedZero(carol, rogueMutators);
    for (const m of [
      rogueMutators.integration.setActive({ id, is_active: false, now: Date.now() }),
      rogueMutators.integration.delete({ id }),
    ]) {
      expect(await verdict(rogue.mutate(m))).toEqual({ type: "error", message: nl.errors.notFoundOrNotAuthorized });
    }
    expect(await app.sql`select is_active from external_integrations where id = ${id}`).toEqual([{ is_active: true }]);
  });

  it("another organisation's owner can neither switch nor delete A's integration, nor A B's", async () => {
    const rogue = await app.openUncheckedZero(bob, rogueMutators);
    expect(
      (await verdict(rogue.mutate(rogueMutators.integration.setActive({ id, is_active: false, now: 1 })))).type,
    ).toBe("error");
    expect((await verdict(rogue.mutate(rogueMutators.integration.delete({ id })))).type).toBe("error");
    const aliceRogue = await app.openUncheckedZero(alice, rogueMutators);
    expect((await verdict(aliceRogue.mutate(rogueMutators.integration.delete({ id: bobs })))).type).toBe("error");
    expect(await app.sql`select count(*)::int as n from external_integrations where id in (${id}, ${bobs})`).toEqual([
      { n: 2 },
    ]);
  });

  it("an admin disconnects: the row and its key are gone, synced data stays, the removal is logged", async () => {
    await app.sql`insert into fleks_employees (organization_id, uuid, first_name, content_hash) values (${alice.org}, 'e-1', 'Eva', 'h')`;
    expect(await verdict(za.mutate(mutators.integration.delete({ id })))).toEqual({ type: "success" });
    expect(await app.sql`select 1 from external_integrations where id = ${id}`).toHaveLength(0);
    expect(await app.sql`select uuid from fleks_employees where organization_id = ${alice.org}`).toEqual([
      { uuid: "e-1" },
    ]);
    expect((await activity(alice.org, "integration_removed")).map((r) => r.target)).toEqual([id]);
    await eventually(async () =>
      (await za.run(queries.integrations.ofOrganization({ organizationId: alice.org }))).every((r) => r.id !== id),
    );
  });
});

describe("synced table stats", () => {
  it("are visible to the organisation's members only", async () => {
    await app.sql`insert into synced_table_stats (id, organization_id, table_name, row_count, last_synced_at)
      values (gen_random_uuid()::text, ${alice.org}, 'fleks_shifts', 1234, now())`;
    const zc = await app.openZero(carol);
    const stats = await eventually(async () => {
      const rows = await zc.run(queries.syncedTables.ofOrganization({ organizationId: alice.org }));
      return rows.length ? rows : null;
    });
    expect(stats.map((s) => [s.table_name, s.row_count])).toEqual([["fleks_shifts", 1234]]);
    const zb = await app.openZero(bob);
    expect(
      await zb.run(queries.syncedTables.ofOrganization({ organizationId: alice.org }), { type: "complete" }),
    ).toEqual([]);
  });
});
