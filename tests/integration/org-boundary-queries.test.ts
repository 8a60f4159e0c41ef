import { randomUUID } from "node:crypto";
import { isQuery } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import type { TestZero } from "../support/zero-client.ts";

// The read side of the organisation boundary, for every query of the queries index: run
// through the real zero-cache by the owner of organisation B with organisation A's id (and
// a real row id of A where the query takes one), each returns nothing of A. The same call
// by A's owner does return A's rows, so an empty answer for B means the boundary held, not
// that there was nothing to see: a query that forgets applyOrganizationPermissions fails
// here by name, and a new query without arguments below fails the suite until it has them.

let app: Stack;
let alice: Owner; // owner of organisation A, whose rows must stay in A
let bob: Owner; // owner of organisation B: signed in, an admin, just not of A
let za: TestZero;
let zb: TestZero;

/** A's seeded rows: every table a query reads holds at least one. */
type Rows = { org: string; conversation: string; agent: string; run: string; marker: string };
let a: Rows;

async function seed(owner: Owner): Promise<Rows> {
  const sql = app.sql;
  const org = owner.org;
  const id = () => randomUUID();
  // A text only A's rows hold: a row of A that leaks without its ids still gives itself away.
  const marker = `alleen-a-${randomUUID().slice(0, 8)}`;
  const r = { org, conversation: id(), agent: id(), run: id(), marker };
  const integration = id();
  await sql`insert into faqs (id, organization_id, question, answer) values (${id()}, ${org}, ${marker}, ${marker})`;
  await sql`insert into documents (id, organization_id, filename, file_path, mime_type, size_bytes, processing_status)
    values (${id()}, ${org}, ${`${marker}.pdf`}, ${`x/${marker}.pdf`}, 'application/pdf', 10, 'completed')`;
  // A staff list no admin allowed for answers yet (documents.withheldForSetup).
  await sql`insert into documents (id, organization_id, filename, file_path, mime_type, size_bytes, processing_status, personal_data)
    values (${id()}, ${org}, ${`${marker}-lijst.pdf`}, ${`x/${marker}-lijst.pdf`}, 'application/pdf', 10, 'completed', true)`;
  await sql`insert into assistant_synonyms (id, organization_id, term, synonyms) values (${id()}, ${org}, ${marker}, ${sql.json(["vrij"])})`;
  const employee = id();
  await sql`insert into employees (id, organization_id, first_name) values (${employee}, ${org}, ${marker})`;
  await sql`insert into conversations (id, organization_id, customer_phone, employee_id, last_message_at, last_inbound_at)
    values (${r.conversation}, ${org}, '+31612345678', ${employee}, now(), now())`;
  await sql`update conversations set opted_out_at = now() where id = ${r.conversation}`;
  const question = id();
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
    values (${question}, ${org}, ${r.conversation}, 'inbound', ${marker}, 'received')`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, is_from_bot, handover)
    values (${id()}, ${org}, ${r.conversation}, 'outbound', ${marker}, 'sent', true, true)`;
  // A sick report (health data): its place is in healthMarks.ofConversation.
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, is_health)
    values (${id()}, ${org}, ${r.conversation}, 'inbound', ${marker}, 'received', true)`;
  await sql`insert into inbox_counts (id, organization_id) values (${id()}, ${org}) on conflict do nothing`;
  await sql`insert into retention_runs (id, organization_id, retention_days, cutoff, messages_deleted, conversations_deleted)
    values (${id()}, ${org}, 30, now(), 0, 0)`;
  await sql`insert into activity_log (id, kind, organization_id, target) values (${id()}, 'faq_created', ${org}, ${marker})`;
  await sql`insert into twilio_credentials (organization_id, account_sid, auth_token_encrypted, whatsapp_sender)
    values (${org}, ${`AC${marker}`}, 'versleuteld', '+3197000000000') on conflict do nothing`;
  await sql`insert into whatsapp_test_messages (organization_id, to_phone) values (${org}, '+31612345678') on conflict do nothing`;
  await sql`insert into employee_welcomes (id, organization_id, employee_id) values (${id()}, ${org}, ${employee})`;
  await sql`insert into employee_welcome_settings (organization_id) values (${org}) on conflict do nothing`;
  await sql`insert into whatsapp_templates (id, organization_id, name, template_sid) values (${id()}, ${org}, ${marker}, 'HX1')`;
  await sql`insert into agents (id, organization_id, agent_type_id, name) values (${r.agent}, ${org}, 'hr_assistant', ${marker})`;
  await sql`insert into analytics_daily (id, organization_id, day) values (${id()}, ${org}, '2026-01-15')`;
  await sql`insert into analytics_agent_daily (id, organization_id, agent_id, day) values (${id()}, ${org}, ${r.agent}, '2026-01-15')`;
  await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
    values (${integration}, ${org}, ${marker}, 'staffing', 'Fleks', 'http://127.0.0.1:9', 'versleuteld')`;
  await sql`insert into synced_table_stats (id, organization_id, table_name) values (${id()}, ${org}, 'fleks_employees')
    on conflict do nothing`;
  await sql`insert into integration_sync_objects (id, organization_id, integration_id, object)
    values (${id()}, ${org}, ${integration}, 'employees')`;
  await sql`insert into integration_sync_runs (id, organization_id, object, trigger) values (${r.run}, ${org}, 'employees', 'manual')`;
  await sql`insert into integration_sync_run_hours (id, organization_id, hour) values (${id()}, ${org}, now())`;
  // One waiting for an import, and one an import would leave out (no phone).
  await sql`insert into fleks_employees (organization_id, uuid, first_name, phone, content_hash) values
    (${org}, ${id()}, ${marker}, '+31612340099', 'x'), (${org}, ${id()}, ${marker}, null, 'x')`;
  // One imported (an employee has its Fleks id) and flagged by the last import.
  const flagged = id();
  await sql`insert into employees (id, organization_id, first_name, external_source, external_id)
    values (${id()}, ${org}, ${marker}, 'fleks', ${flagged})`;
  await sql`insert into fleks_employees (organization_id, uuid, first_name, content_hash, import_note)
    values (${org}, ${flagged}, ${marker}, 'x', 'Telefoonnummer komt vaker voor in Fleks')`;
  await sql`insert into integration_webhook_endpoints (id, organization_id, integration_id, secret_encrypted)
    values (${id()}, ${org}, ${integration}, 'versleuteld')`;
  await sql`insert into integration_webhook_deliveries (id, organization_id, status) values (${id()}, ${org}, 'ok')`;
  await sql`insert into organization_invitations (id, organization_id, email, role, expires_at)
    values (${id()}, ${org}, ${`${marker}@voorbeeld.nl`}, 'member', now() + interval '7 days')`;
  await sql`insert into notifications (id, user_id, type, title) values (${id()}, ${owner.userId}, 'other', ${marker})`;
  return r;
}

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("grens-a@a.nl", "Anna Grens");
  bob = await app.signUpOwner("grens-b@b.nl", "Bram Grens");
  a = await seed(alice);
  za = await app.openZero(alice);
  zb = await app.openZero(bob);
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

const range = { from: "2000-01-01", to: "2100-01-01" };
/** Arguments per query, naming A's organisation and A's rows; a query missing here fails the suite by name. */
const argsFor: Record<string, (r: Rows) => unknown> = {
  "organizations.visible": () => ({ scope: "member" }),
  "organizations.byId": (r) => ({ organizationId: r.org, scope: "member" }),
  "members.mine": () => undefined,
  "members.ofOrganization": (r) => ({ organizationId: r.org }),
  "invitations.pendingOfOrganization": (r) => ({ organizationId: r.org }),
  "userRoles.mine": () => undefined,
  "profiles.mine": () => undefined,
  "notifications.mine": () => ({ limit: 50 }),
  "notificationCounts.mine": () => undefined,
  "faqs.ofOrganization": (r) => ({ organizationId: r.org }),
  "faqs.activeForSetup": (r) => ({ organizationId: r.org }),
  "documents.completedForSetup": (r) => ({ organizationId: r.org }),
  "documents.withheldForSetup": (r) => ({ organizationId: r.org }),
  "documents.ofOrganization": (r) => ({ organizationId: r.org }),
  "synonyms.ofOrganization": (r) => ({ organizationId: r.org }),
  "conversations.ofOrganization": (r) => ({ organizationId: r.org }),
  "conversations.page": (r) => ({ organizationId: r.org, filter: "all", limit: 50 }),
  "conversations.byIds": (r) => ({ organizationId: r.org, filter: "all", ids: [r.conversation] }),
  "conversations.optedOut": (r) => ({ organizationId: r.org }),
  "conversations.byId": (r) => ({ organizationId: r.org, conversationId: r.conversation }),
  "inboxCounts.ofOrganization": (r) => ({ organizationId: r.org }),
  "messages.ofConversation": (r) => ({ organizationId: r.org, conversationId: r.conversation, limit: 50 }),
  "handovers.recent": (r) => ({ organizationId: r.org }),
  "healthMarks.ofConversation": (r) => ({ organizationId: r.org, conversationId: r.conversation, limit: 50 }),
  "employees.ofOrganization": (r) => ({ organizationId: r.org }),
  "retentionRuns.latest": (r) => ({ organizationId: r.org }),
  "activity.ofOrganization": (r) => ({ organizationId: r.org, kind: null, limit: 100 }),
  "whatsappConnection.ofOrganization": (r) => ({ organizationId: r.org }),
  "whatsappTestMessage.ofOrganization": (r) => ({ organizationId: r.org }),
  "employeeWelcomes.ofOrganization": (r) => ({ organizationId: r.org }),
  "welcomeSettings.ofOrganization": (r) => ({ organizationId: r.org }),
  "templates.ofOrganization": (r) => ({ organizationId: r.org }),
  "analytics.days": (r) => ({ organizationId: r.org, ...range }),
  "analytics.agentDays": (r) => ({ organizationId: r.org, agentId: r.agent, ...range }),
  "analytics.agents": (r) => ({ organizationId: r.org, ...range }),
  "analytics.recentConversations": (r) => ({ organizationId: r.org }),
  "integrations.ofOrganization": (r) => ({ organizationId: r.org }),
  "syncedTables.ofOrganization": (r) => ({ organizationId: r.org }),
  "fleks.integration": (r) => ({ organizationId: r.org }),
  "fleks.syncObjects": (r) => ({ organizationId: r.org }),
  "fleks.syncRuns": (r) => ({ organizationId: r.org }),
  "fleks.runHours": (r) => ({ organizationId: r.org, since: 0 }),
  "fleks.runsBefore": (r) => ({ organizationId: r.org, before: { createdAt: 4_102_444_800_000, id: "~" } }),
  "fleks.runsFrom": (r) => ({ organizationId: r.org, from: { createdAt: 0, id: "" } }),
  "fleksActions.notImported": (r) => ({ organizationId: r.org, limit: 10 }),
  "fleksActions.flagged": (r) => ({ organizationId: r.org }),
  "fleksActions.notImportable": (r) => ({ organizationId: r.org }),
  "fleksActions.importCounts": (r) => ({ organizationId: r.org }),
  "fleksWebhooks.endpoint": (r) => ({ organizationId: r.org }),
  "fleksWebhooks.deliveries": (r) => ({ organizationId: r.org }),
  "agents.ofOrganization": (r) => ({ organizationId: r.org }),
  "agents.types": () => ({}),
};
// Rows that belong to no organisation (the agent types every signed-in user reads) or that A
// has none of (platform roles): nothing of A to show, so A's own answer is not checked.
const NOTHING_OF_A = new Set(["agents.types", "userRoles.mine"]);

type AnyQuery = (args?: unknown) => Parameters<TestZero["run"]>[0];
/** Every query of the index by its dotted name. */
function queryNames(registry: object, prefix = ""): string[] {
  return Object.entries(registry).flatMap(([key, value]) =>
    key === "~"
      ? []
      : isQuery(value)
        ? [`${prefix}${key}`]
        : value && typeof value === "object"
          ? queryNames(value, `${prefix}${key}.`)
          : [],
  );
}
const names = queryNames(queries);
const queryOf = (name: string) =>
  name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], queries) as AnyQuery;

async function answer(zero: TestZero, name: string): Promise<string> {
  const args = argsFor[name]?.(a);
  const query = args === undefined ? queryOf(name)() : queryOf(name)(args);
  return JSON.stringify((await zero.run(query, { type: "complete" })) ?? null);
}

describe("every query keeps organisation A's rows from organisation B", () => {
  it("has arguments for every query of the index", () => {
    expect(names.length).toBeGreaterThanOrEqual(44);
    expect(names.filter((name) => !argsFor[name])).toEqual([]);
  });

  it("A's owner sees A's rows through each query, so B's empty answer is the boundary at work", async () => {
    const blind: string[] = [];
    for (const name of names) {
      if (NOTHING_OF_A.has(name)) continue;
      const seen = await answer(za, name);
      if (!seen.includes(a.org) && !seen.includes(alice.userId)) blind.push(name);
    }
    expect(blind).toEqual([]);
  });

  it("B's owner, asking with A's ids, gets nothing of A from any query", async () => {
    const leaks: string[] = [];
    for (const name of names) {
      const seen = await answer(zb, name);
      const ofA = [a.org, alice.userId, a.conversation, a.agent, a.run, a.marker].filter((v) => seen.includes(v));
      if (ofA.length) leaks.push(`${name}: ${ofA.join(", ")}`);
    }
    expect(leaks).toEqual([]);
  });
});
