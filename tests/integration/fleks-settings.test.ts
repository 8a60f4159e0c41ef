import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { nextRunAt } from "../../common/integrations/cron.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, uncheckedMutator, verdict } from "../support/zero-client.ts";

// The Fleks page's sync settings (syncObject.update) and what its queries show, through the
// real zero-cache. The "rogue" clients register syncObject.update with a body that checks
// nothing (a tampered browser): whatever they get refused, the server refused. After every
// refusal Postgres is read to show nothing changed.
const rogueMutators = defineMutators({ syncObject: { update: uncheckedMutator() } });
const connectRogue = (user: TestUser) => app.openUncheckedZero(user, rogueMutators);
const DENIED = { type: "error", message: nl.errors.notFoundOrNotAuthorized };

let app: Stack;
let alice: Owner; // owner of organisation A
let bob: Owner; // owner of organisation B: an admin, but not of A
let carol: TestUser; // plain member of A
const objectA = randomUUID();
const objectB = randomUUID();

async function seedIntegration(organizationId: string, objectId: string) {
  const integrationId = randomUUID();
  await app.sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted, additional_config)
    values (${integrationId}, ${organizationId}, 'Fleks', 'staffing', 'Fleks', 'http://127.0.0.1:9/api/v1', 'versleuteld', ${app.sql.json({ environment: "production" })})`;
  await app.sql`insert into integration_sync_objects (id, organization_id, integration_id, object)
    values (${objectId}, ${organizationId}, ${integrationId}, 'jobs')`;
  return integrationId;
}
const objectRow = async (id: string) =>
  (
    await app.sql`select enabled, direction, schedule, use_webhooks, mappings, filters, cursor, next_run_at, updated_at
      from integration_sync_objects where id = ${id}`
  )[0];
const activityOf = (organizationId: string) =>
  app.sql`select kind, actor_user_id, details from activity_log
    where organization_id = ${organizationId} and kind = 'integration_settings_changed' order by created_at`;

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("fleks-a@a.nl", "Anna A");
  bob = await app.signUpOwner("fleks-b@b.nl", "Bram B");
  carol = await app.signUpMember(alice.org, "fleks-lid@a.nl", "Carla C");
  await seedIntegration(alice.org, objectA);
  await seedIntegration(bob.org, objectB);
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

describe("Fleks sync settings", () => {
  it("a member sees the integration and its objects; another organisation's admin sees neither", async () => {
    const zc = await app.openZero(carol);
    const seen = await eventually(async () => {
      const rows = await zc.run(queries.fleks.syncObjects({ organizationId: alice.org }), { type: "complete" });
      return rows.length === 1 ? rows : undefined;
    });
    expect(seen[0].id).toBe(objectA);
    const integration = await zc.run(queries.fleks.integration({ organizationId: alice.org }), { type: "complete" });
    expect(integration.map((i) => i.provider)).toEqual(["Fleks"]);
    expect(integration[0]).not.toHaveProperty("api_key_encrypted");

    const zb = await app.openZero(bob);
    const args = { organizationId: alice.org };
    expect(await zb.run(queries.fleks.integration(args), { type: "complete" })).toEqual([]);
    expect(await zb.run(queries.fleks.syncObjects(args), { type: "complete" })).toEqual([]);
    expect(await zb.run(queries.fleks.syncRuns(args), { type: "complete" })).toEqual([]);
  });

  it("a plain member and another organisation's admin are refused, and nothing changes", async () => {
    const before = await objectRow(objectA);
    const change = {
      id: objectA,
      enabled: false,
      useWebhooks: true,
      schedule: "0 * * * *",
      mappings: [{ sourceField: "id", targetField: "externalId", required: true }],
      filters: { statuses: ["gekaapt"] },
      now: Date.now(),
    };
    const carolRogue = await connectRogue(carol);
    const bobRogue = await connectRogue(bob);
    expect(await verdict(carolRogue.mutate(rogueMutators.syncObject.update(change)))).toEqual(DENIED);
    expect(await verdict(bobRogue.mutate(rogueMutators.syncObject.update(change)))).toEqual(DENIED);
    expect(await objectRow(objectA)).toEqual(before);
    expect(await activityOf(alice.org)).toEqual([]);
  });

  it("the admin's change is stored, the next run recomputed by the server, and logged", async () => {
    const aliceRogue = await connectRogue(alice);
    const before = Date.now();
    const result = await verdict(
      aliceRogue.mutate(
        rogueMutators.syncObject.update({
          id: objectA,
          schedule: "0 6 * * *",
          direction: "bidi",
          useWebhooks: true,
          filters: { statuses: ["active"], modifiedSince: "-30d" },
          now: 0,
        }),
      ),
    );
    expect(result).toEqual({ type: "success" });
    const row = await objectRow(objectA);
    expect(row.schedule).toBe("0 6 * * *");
    expect(row.direction).toBe("bidi");
    expect(row.filters).toEqual({ statuses: ["active"], modifiedSince: "-30d" });
    expect(row.use_webhooks).toBe(true);
    // New filters rewind the cursor, so the next sync reads everything they allow again.
    expect(row.cursor).toEqual(new Date(0));
    // The server's clock, not the client's `now: 0`.
    expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.next_run_at.getTime()).toBe(nextRunAt("0 6 * * *", row.updated_at.getTime()));
    expect(await activityOf(alice.org)).toEqual([
      {
        kind: "integration_settings_changed",
        actor_user_id: alice.userId,
        details: { object: "jobs", changed: "direction,filters,schedule,useWebhooks" },
      },
    ]);
  });

  it("an invalid schedule, duplicate tags or too many mappings are refused", async () => {
    const aliceRogue = await connectRogue(alice);
    const before = await objectRow(objectA);
    const tooMany = Array.from({ length: 51 }, (_, i) => ({
      sourceField: `s${i}`,
      targetField: `t${i}`,
      required: false,
    }));
    for (const bad of [
      { schedule: "0 0 31 2 *" },
      { schedule: "elk kwartier" },
      { filters: { statuses: ["active", "Active"] } },
      { filters: { modifiedSince: "gisteren" } },
      { mappings: tooMany },
      { mappings: [{ sourceField: "id", targetField: "x", required: true, transformer: "eval" }] },
    ]) {
      const outcome = await verdict(
        aliceRogue.mutate(rogueMutators.syncObject.update({ id: objectA, ...bad, now: 1 })),
      );
      expect(outcome.type, JSON.stringify(bad)).toBe("error");
    }
    expect(await objectRow(objectA)).toEqual(before);
  });
});
