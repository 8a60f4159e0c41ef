import { randomUUID } from "node:crypto";
import { isMutator } from "@rocicorp/zero";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import {
  anyJson,
  brokenObject,
  expectEnvelope,
  FUZZ_RUNS,
  fuzzOptions,
  invitationsSent,
  isCatalogueText,
  nastyString,
  sendRaw,
  snapshotProductTables,
} from "../support/fuzz.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import type { TestUser } from "../support/zero-client.ts";

// Every Zero mutator, taken from the mutators index, gets broken arguments, arguments of
// any JSON shape, and well-formed arguments that name another organisation's rows or
// nothing at all, through the real /api/zero/mutate endpoint with the owner's session
// cookie, in Zero's own push protocol (what zero-cache forwards from a browser). Each must
// come back as Zero's error result for that mutation, and no product table may change.

let app: Stack;
let alice: Owner; // owner of organisation A: the caller
let colleague: TestUser; // plain member of A
let bob: Owner; // owner of organisation B
/** Rows of A (what a valid call would touch) and their counterparts in B (what A must never reach). */
type Rows = {
  org: string;
  faq: string;
  synonym: string;
  conversation: string;
  employee: string;
  template: string;
  notification: string;
  member: string;
  invitation: string;
  integration: string;
  syncObject: string;
  agent: string;
};
let a: Rows;
let b: Rows;

async function seedRows(org: string, owner: string, member: string): Promise<Rows> {
  const r = {
    org,
    faq: randomUUID(),
    synonym: randomUUID(),
    conversation: randomUUID(),
    employee: randomUUID(),
    template: randomUUID(),
    notification: randomUUID(),
    member: "",
    invitation: randomUUID(),
    integration: randomUUID(),
    syncObject: randomUUID(),
    agent: randomUUID(),
  };
  const sql = app.sql;
  await sql`insert into faqs (id, organization_id, question, answer) values (${r.faq}, ${org}, 'Hoeveel vakantiedagen heb ik?', '25')`;
  await sql`insert into assistant_synonyms (id, organization_id, term, synonyms) values (${r.synonym}, ${org}, 'verlof', ${sql.json(["vrij"])})`;
  await sql`insert into conversations (id, organization_id, customer_phone, last_inbound_at) values (${r.conversation}, ${org}, '+31612345678', now())`;
  await sql`insert into employees (id, organization_id, first_name) values (${r.employee}, ${org}, 'Eva')`;
  await sql`insert into whatsapp_templates (id, organization_id, name, template_sid) values (${r.template}, ${org}, 'Welkom', 'HX123')`;
  await sql`insert into notifications (id, user_id, type, title) values (${r.notification}, ${owner}, 'other', 'Hallo')`;
  await sql`insert into organization_invitations (id, organization_id, email, role, expires_at)
    values (${r.invitation}, ${org}, ${`uitgenodigd-${org}@voorbeeld.nl`}, 'member', now() + interval '7 days')`;
  await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
    values (${r.integration}, ${org}, 'Salaris', 'payroll', 'AFAS', 'https://api.voorbeeld.nl', 'v1.x.y.z')`;
  const integration = randomUUID();
  await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
    values (${integration}, ${org}, 'Fleks', 'staffing', 'Fleks', 'http://127.0.0.1:9', 'versleuteld')`;
  await sql`insert into integration_sync_objects (id, organization_id, integration_id, object)
    values (${r.syncObject}, ${org}, ${integration}, 'shifts')`;
  await sql`insert into agents (id, organization_id, agent_type_id, name) values (${r.agent}, ${org}, 'hr_assistant', 'Sam')`;
  const [m] = await sql`select id from organization_members where organization_id = ${org} and user_id = ${member}`;
  r.member = m.id;
  await invitationsSent(sql, [r.invitation]);
  return r;
}

beforeAll(async () => {
  // Its own stack: it checks that nothing anywhere changed, and the shared one may still be
  // running another file's jobs.
  app = await startStack({ own: true });
  alice = await app.signUpOwner("mut-a@a.nl", "Anna A");
  colleague = await app.signUpMember(alice.org, "mut-lid@a.nl", "Lid A");
  bob = await app.signUpOwner("mut-b@b.nl", "Bram B");
  a = await seedRows(alice.org, alice.userId, colleague.userId);
  b = await seedRows(bob.org, bob.userId, bob.userId);
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

// ---- the mutators and a valid call of each, in organisation A ----

const now = () => Date.now();
/** A create's arguments: a fresh id in the organisation, its fields, the client's clock. */
const newRow = (r: Rows, fields: Record<string, unknown>) => ({
  id: randomUUID(),
  organization_id: r.org,
  ...fields,
  now: now(),
});
/** Valid arguments per mutator, given the rows it acts on; a mutator missing here fails the suite by name. */
const templates: Record<string, (r: Rows) => Record<string, unknown>> = {
  "organization.updateGeneral": (r) => ({ id: r.org, name: "Nieuwe naam", display_name: null, now: now() }),
  "organization.updateEmailSettings": (r) => ({
    id: r.org,
    email_sender_name: "HR",
    email_domain: "voorbeeld.nl",
    email_from_address: "hr",
    now: now(),
  }),
  "organization.setConfetti": (r) => ({ id: r.org, enabled: false, now: now() }),
  "organization.updateVerification": (r) => ({
    id: r.org,
    verification_required: true,
    verification_methods: ["email"],
    now: now(),
  }),
  "organization.updateCustomInstructions": (r) => ({ id: r.org, custom_instructions: "Wees kort.", now: now() }),
  "organization.updateHrHours": (r) => ({
    id: r.org,
    hr_hours: { days: [1, 2, 3, 4, 5], from: "09:00", to: "17:00" },
    now: now(),
  }),
  "organization.updateBranding": (r) => ({
    id: r.org,
    display_name: "Merk",
    accent_color: "#112233",
    primary_text_color: "#ffffff",
    secondary_color: "#f0f0f0",
    secondary_text_color: "#000000",
    menu_item_bg_color: "#112233",
    menu_item_hover_bg_color: "#000000",
    now: now(),
  }),
  "organization.updateChatbotDataAccess": (r) => ({
    id: r.org,
    employees: true,
    jobs: true,
    shifts: false,
    now: now(),
  }),
  "organization.updateRetention": (r) => ({ id: r.org, log_retention_days: 30, now: now() }),
  "organization.updatePrivacyStatement": (r) => ({
    id: r.org,
    privacy_statement_url: "https://voorbeeld.nl/privacy",
    now: now(),
  }),
  "faq.create": (r) =>
    newRow(r, {
      question: "Wanneer krijg ik loon?",
      answer: "Op de 25e.",
      is_active: true,
      ai_response_mode: "exact",
      requires_verification: false,
      alternative_questions: ["Wanneer wordt het salaris betaald?"],
    }),
  "faq.update": (r) => ({
    id: r.faq,
    question: "Hoeveel vakantiedagen?",
    answer: "26",
    is_active: true,
    ai_response_mode: "exact",
    requires_verification: false,
    now: now(),
  }),
  "faq.delete": (r) => ({ id: r.faq }),
  "faq.addAlternativeQuestion": (r) => ({ id: r.faq, question: "Hoeveel vrije dagen heb ik?", now: now() }),
  "synonyms.create": (r) => newRow(r, { term: "loon", synonyms: ["salaris"] }),
  "synonyms.update": (r) => ({ id: r.synonym, term: "verlof", synonyms: ["vakantie"], now: now() }),
  "synonyms.delete": (r) => ({ id: r.synonym }),
  "conversation.reply": (r) => ({ id: randomUUID(), conversation_id: r.conversation, body: "Hallo!", now: now() }),
  "conversation.sendTemplate": (r) => ({
    id: randomUUID(),
    conversation_id: r.conversation,
    template_id: r.template,
    now: now(),
  }),
  "conversation.takeOver": (r) => ({ id: r.conversation }),
  "conversation.handBack": (r) => ({ id: r.conversation }),
  "employee.create": (r) =>
    newRow(r, {
      first_name: "Piet",
      last_name: "Jansen",
      phone_number: "+31611111111",
      email: "piet@voorbeeld.nl",
      employee_number: "42",
    }),
  "employee.setActive": (r) => ({ id: r.employee, is_active: false, now: now() }),
  "employee.update": (r) => ({
    id: r.employee,
    first_name: "Piet",
    last_name: "Jansen",
    phone_number: "+31622222222",
    email: "piet@voorbeeld.nl",
    employee_number: "42",
    now: now(),
  }),
  "employee.delete": (r) => ({ id: r.employee }),
  "template.create": (r) =>
    newRow(r, { name: "Herinnering", template_sid: "HX999", template_type: "reminder", language: "nl" }),
  "template.setActive": (r) => ({ id: r.template, is_active: false }),
  "template.delete": (r) => ({ id: r.template }),
  "profile.updateName": () => ({ full_name: "Anna Anders", now: now() }),
  "notification.markRead": (r) => ({ id: r.notification, now: now() }),
  "notification.markAllRead": () => ({ now: now() }),
  "member.changeRole": (r) => ({ id: r.member, role: "admin" }),
  "member.setInboxNotifications": (r) => ({ id: r.member, on: true }),
  "member.remove": (r) => ({ id: r.member }),
  "health.setAccess": (r) => ({ id: r.member, allowed: false }),
  "health.viewed": (r) => ({ organizationId: r.org, conversationId: r.conversation }),
  "invitation.cancel": (r) => ({ id: r.invitation }),
  "invitation.create": (r) => newRow(r, { email: "nieuw@voorbeeld.nl", role: "member" }),
  "invitation.resend": (r) => ({ id: r.invitation, now: now() }),
  "integration.setActive": (r) => ({ id: r.integration, is_active: false, now: now() }),
  "integration.delete": (r) => ({ id: r.integration }),
  "agent.create": (r) => newRow(r, { agent_type_id: "planning", name: "Roos", icon: "calendar" }),
  "agent.update": (r) => ({ id: r.agent, name: "Sam van HR", icon: "bot", now: now() }),
  "agent.archive": (r) => ({ id: r.agent, now: now() }),
  "agent.setActive": (r) => ({ organization_id: r.org, agent_id: r.agent }),
  "agent.setting": (r) => ({ agent_id: r.agent, key: "tone", value: "formal", now: now() }),
  "syncObject.update": (r) => ({
    id: r.syncObject,
    enabled: false,
    direction: "pull",
    schedule: "0 * * * *",
    mappings: [{ sourceField: "id", targetField: "shiftId", required: true, transformer: "trim" }],
    filters: { statuses: ["active"], modifiedSince: "-30d" },
    now: now(),
  }),
};

/** Every mutator of the index by its dotted name. */
function mutatorNames(registry: object, prefix = ""): string[] {
  return Object.entries(registry).flatMap(([key, value]) =>
    key === "~"
      ? []
      : isMutator(value)
        ? [value.mutatorName]
        : value && typeof value === "object"
          ? mutatorNames(value, `${prefix}${key}.`)
          : [],
  );
}
const names = mutatorNames(mutators);
const mutatorOf = (name: string) =>
  name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], mutators) as {
    fn: (o: { tx: unknown; args: unknown; ctx: unknown }) => Promise<void>;
  };

/**
 * Whether the mutator's own schema refuses `args`: the mutator runs against a transaction
 * that stops at its first use, so only the validation (which comes first) is exercised.
 */
async function schemaRefuses(name: string, args: unknown): Promise<boolean> {
  const reached = new Error("validated");
  const tx = new Proxy({}, { get: () => { throw reached; } }); // biome-ignore format: one line
  try {
    await mutatorOf(name).fn({ tx, args, ctx: { userID: alice.userId, platformRole: null } });
    return false;
  } catch (err) {
    return err !== reached;
  }
}

// ---- Zero's push protocol, straight to the app's mutate endpoint ----

type MutationResult = { error?: string; message?: string; details?: unknown };

let pushes = 0;
/** One push with one mutation as `user`, as zero-cache forwards it; the mutation's result. */
async function push(user: TestUser, name: string, args: unknown[]): Promise<MutationResult> {
  const clientID = `fuzz-${++pushes}`;
  const body = {
    clientGroupID: `fuzz-group-${pushes}`,
    mutations: [{ type: "custom", id: 1, clientID, name, args, timestamp: Date.now() }],
    pushVersion: 1,
    timestamp: Date.now(),
    requestID: randomUUID(),
  };
  const res = await sendRaw(
    app.url,
    "POST",
    `${app.url}/api/zero/mutate?schema=zero_0&appID=zero`,
    { cookie: user.cookie },
    { contentType: "application/json", data: JSON.stringify(body) },
  );
  const what = `${name} ${JSON.stringify(args).slice(0, 300)}`;
  // A push over the 1 MB body limit is refused before Zero reads it, in the envelope.
  if (res.status === 413) {
    expectEnvelope(res.status, JSON.parse(res.text), what);
    return { error: "too_large" };
  }
  expect(res.status, what).toBe(200);
  const reply = JSON.parse(res.text) as { kind?: string; mutations?: Array<{ result: MutationResult }> };
  expect(reply.kind, JSON.stringify(reply).slice(0, 500)).toBe("MutateResponse");
  return reply.mutations?.[0]?.result ?? {};
}

const context = (name: string, args: unknown, result: MutationResult) =>
  `${name}(${JSON.stringify(args).slice(0, 400)}) → ${JSON.stringify(result).slice(0, 400)}`;

describe("Zero mutator fuzz", () => {
  it("knows every mutator of the index (a new one gets valid arguments here, or this fails naming it)", () => {
    expect(names.length).toBeGreaterThan(0);
    expect({
      unfuzzed: names.filter((n) => !(n in templates)),
      stale: Object.keys(templates).filter((n) => !names.includes(n)),
    }).toEqual({ unfuzzed: [], stale: [] });
  });

  it("the protocol works: a valid call through the same path succeeds", async () => {
    const result = await push(alice, "organization.setConfetti", [{ id: alice.org, enabled: true, now: now() }]);
    expect(result).toEqual({});
  });

  for (const name of Object.keys(templates)) {
    it(`${name}: broken or shapeless arguments are refused and change nothing`, async () => {
      const before = await snapshotProductTables(app.sql);
      const template = templates[name](a);
      const args = fc.oneof(
        { weight: 3, arbitrary: brokenObject(template).map((v): unknown[] => [v]) },
        anyJson.map((v): unknown[] => [v]),
        fc.constant<unknown[]>([]),
        fc.tuple(brokenObject(template), anyJson).map((v): unknown[] => v),
      );
      await fc.assert(
        fc.asyncProperty(args, async (argList) => {
          // Only what the mutator's own schema refuses: a shapeless value could happen to be valid.
          fc.pre(await schemaRefuses(name, argList[0]));
          const result = await push(alice, name, argList);
          expect(["app", "too_large"], context(name, argList, result)).toContain(result.error);
        }),
        fuzzOptions(),
      );
      expect(await snapshotProductTables(app.sql)).toEqual(before);
    });

    it(`${name}: another organisation's rows, unknown and malformed ids are refused in Dutch and change nothing`, async () => {
      const before = await snapshotProductTables(app.sql);
      const own = templates[name](a);
      // The ids that name existing rows (a create's or a reply's own `id` is the new row's).
      const createsRow =
        name.endsWith(".create") || name === "conversation.reply" || name === "conversation.sendTemplate";
      const idKeys = Object.keys(own).filter(
        (k) => (k === "id" && !createsRow) || k.endsWith("_id") || k.endsWith("Id"),
      );
      // The caller's own profile and notifications: no id to point elsewhere.
      if (idKeys.length === 0) return;
      const foreign = fc.constant(templates[name](b));
      const strange = fc
        .record({
          key: fc.constantFrom(...idKeys),
          value: fc.oneof(fc.uuid().map(String), nastyString, fc.constant("x".repeat(5000))),
        })
        .map(({ key, value }) => ({ ...own, [key]: value }));
      const cases = fc.oneof(foreign, strange);
      await fc.assert(
        fc.asyncProperty(cases, async (args) => {
          if (await schemaRefuses(name, args)) return; // the broken-arguments property covers these
          const result = await push(alice, name, [args]);
          expect(result.error, context(name, args, result)).toBe("app");
          expect(isCatalogueText(result.message), context(name, args, result)).toBe(true);
        }),
        fuzzOptions(Math.max(4, Math.floor(FUZZ_RUNS / 2))),
      );
      expect(await snapshotProductTables(app.sql)).toEqual(before);
    });
  }

  // What the fuzzing found, kept as a fixed example (it failed before the fix): a NUL byte
  // reached Postgres, whose English "invalid byte sequence" message came back to the user.
  it("regression: a NUL byte in an id or a text is refused in Dutch and changes nothing", async () => {
    const before = await snapshotProductTables(app.sql);
    const calls: Array<[string, Record<string, unknown>]> = [
      ["faq.delete", { id: "x\u0000" }],
      ["faq.update", { ...templates["faq.update"](a), answer: "Zie\u0000 bijlage" }],
      ["organization.setConfetti", { id: `${alice.org}\u0000`, enabled: false, now: now() }],
      ["employee.create", { ...templates["employee.create"](a), first_name: "P\u0000iet" }],
    ];
    for (const [name, args] of calls) {
      const result = await push(alice, name, [args]);
      expect(result, context(name, args, result)).toEqual({ error: "app", message: nl.http.invalidInput });
    }
    expect(await snapshotProductTables(app.sql)).toEqual(before);
  });

  it("refuses unknown mutators and malformed pushes without a change", async () => {
    const before = await snapshotProductTables(app.sql);
    for (const name of ["nope", "faq", "faq.create.x", "__proto__.constructor", "_zero_crud", ""]) {
      const result = await push(alice, name, [{ id: alice.org }]);
      expect(result.error, name).toBe("app");
    }
    expect(await snapshotProductTables(app.sql)).toEqual(before);
  });

  it("a member who is not an admin is refused by every admin mutator", async () => {
    const before = await snapshotProductTables(app.sql);
    const memberMay = new Set([
      "organization.setConfetti",
      "conversation.reply",
      "conversation.sendTemplate",
      "conversation.takeOver",
      "conversation.handBack",
      "profile.updateName",
      "notification.markRead",
      "notification.markAllRead",
      // Any member records that they opened a sick report (nothing without the switch).
      "health.viewed",
    ]);
    for (const name of Object.keys(templates).filter((n) => !memberMay.has(n))) {
      const args = templates[name](a);
      const result = await push(colleague, name, [args]);
      expect(result, context(name, args, result)).toEqual({ error: "app", message: nl.errors.notFoundOrNotAuthorized });
    }
    expect(await snapshotProductTables(app.sql)).toEqual(before);
  });
});
