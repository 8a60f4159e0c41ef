import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { agentSettingValue } from "../../common/agents/agent-validation.ts";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { lastOutbound, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestUser, type TestZero, uncheckedMutator, verdict } from "../support/zero-client.ts";

// Agents through the real zero-cache, and what the active agent changes in the assistant's
// WhatsApp replies (through the signed webhook and the fake Twilio, as an employee would see).
const noop = uncheckedMutator;
const rogueMutators = defineMutators({
  agent: { create: noop(), update: noop(), archive: noop(), setActive: noop(), setting: noop() },
});
const DENIED = { type: "error", message: nl.errors.notFoundOrNotAuthorized };

let app: Stack;
let twilio: FakeTwilio;
let alice: Owner; // owner of organisation A
let bob: Owner; // owner of organisation B: the outsider
let carol: TestUser; // plain member of A
let za: TestZero;
let aliceClient: Awaited<ReturnType<Stack["openUncheckedZero"]>>;
let account: TwilioAccount;
const SENDER = "+3197010000031";
let phoneSeq = 0;
const newPhone = () => `+316${String(20_000_000 + ++phoneSeq * 7919).slice(-8)}`;
const QUESTION = "Hoeveel vakantiedagen heb ik per jaar?";
const ANSWER = "Bij een fulltime contract heb je 25 vakantiedagen per jaar.";

const ask = async (phone: string, body: string) => {
  const before = sentTo(phone).length;
  await twilio.inbound(`${app.url}/api/webhooks/twilio/${alice.org}`, account.authToken, {
    from: phone,
    to: SENDER,
    body,
  });
  await eventually(async () => sentTo(phone).length > before, 15_000);
  return { body: sentTo(phone).at(-1)?.body ?? "", row: await lastOutbound(app.sql, alice.org, phone) };
};
const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);
const agentRow = async (id: string) => (await app.sql`select * from agents where id = ${id}`)[0];
const agentsOf = (org: string) =>
  app.sql`select id, name, icon, settings_version, archived_at from agents where organization_id = ${org} order by created_at`;
const settingsOf = (id: string) => app.sql`select key, value from agent_settings where agent_id = ${id} order by key`;
const activeOf = async (org: string) =>
  (await app.sql`select active_agent_id from organizations where id = ${org}`)[0].active_agent_id as string | null;

const create = (name: string, type = "hr_assistant", org = alice.org) =>
  mutators.agent.create({
    id: randomUUID(),
    organization_id: org,
    agent_type_id: type,
    name,
    icon: "bot",
    now: Date.now(),
  });
const setting = (agent_id: string, s: z.infer<typeof agentSettingValue>) =>
  mutators.agent.setting({ agent_id, now: Date.now(), ...s });

/**
 * Alice's own changes: the real mutator's name and arguments, sent by a client that does not
 * run it first (an ordinary client refuses locally until the organisation has synced), so
 * only the server's verdict counts.
 */
const asAdmin = (m: { mutator: { mutatorName: string }; args: unknown }) => {
  const [area, name] = m.mutator.mutatorName.split(".") as ["agent", keyof typeof rogueMutators.agent];
  return verdict(aliceClient.mutate(rogueMutators[area][name](m.args as never)));
};

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  alice = await app.signUpOwner("agents@a.nl", "Alice A");
  bob = await app.signUpOwner("agents@b.nl", "Bob B");
  carol = await app.signUpMember(alice.org, "agents-lid@a.nl", "Carol C");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, alice, alice.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer)
    values (gen_random_uuid(), ${alice.org}, ${QUESTION}, ${ANSWER})`;
  za = await app.openZero(alice);
  aliceClient = await app.openUncheckedZero(alice, rogueMutators);
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

describe("agents", () => {
  let agentId: string;

  it("an admin creates an agent, changes its settings (each change a new version) and a member sees it with its type", async () => {
    const m = create("Sam van HR");
    agentId = m.args.id;
    expect(await asAdmin(m)).toEqual({ type: "success" });
    expect(await agentRow(agentId)).toMatchObject({
      name: "Sam van HR",
      agent_type_id: "hr_assistant",
      settings_version: 1,
    });

    expect(await asAdmin(setting(agentId, { key: "tone", value: "formal" }))).toEqual({ type: "success" });
    expect(await asAdmin(setting(agentId, { key: "handover_message", value: "Ik vraag het na bij HR." }))).toEqual({
      type: "success",
    });
    expect((await agentRow(agentId)).settings_version).toBe(3);
    expect(await settingsOf(agentId)).toEqual([
      { key: "handover_message", value: "Ik vraag het na bij HR." },
      { key: "tone", value: "formal" },
    ]);
    // A capability the type does not offer is refused, and nothing changes.
    expect(await asAdmin(setting(agentId, { key: "capabilities", value: ["own_shifts"] }))).toEqual({
      type: "error",
      message: nl.agents.capabilityNotOfType,
    });
    expect((await agentRow(agentId)).settings_version).toBe(3);

    const zc = await app.openZero(carol);
    const seen = await eventually(async () => {
      const rows = await zc.run(queries.agents.ofOrganization({ organizationId: alice.org }), { type: "complete" });
      return rows.length === 1 ? rows : undefined;
    });
    expect(seen[0].name).toBe("Sam van HR");
    expect(seen[0].type?.label).toBe("HR-assistent");
    expect(seen[0].settings.map((s) => s.key).sort()).toEqual(["handover_message", "tone"]);
    const types = await zc.run(queries.agents.types({}), { type: "complete" });
    expect(types.map((t) => t.id).sort()).toEqual(["hr_assistant", "onboarding", "planning"]);
    expect(types.find((t) => t.id === "planning")?.capabilities).toContain("own_shifts");
  });

  it("another organisation's admin and a plain member can change nothing, even with a client that skips its checks", async () => {
    const bobRogue = await app.openUncheckedZero(bob, rogueMutators);
    const carolRogue = await app.openUncheckedZero(carol, rogueMutators);
    const before = {
      agents: await agentsOf(alice.org),
      settings: await settingsOf(agentId),
      active: await activeOf(alice.org),
    };
    const now = Date.now();
    for (const rogue of [bobRogue, carolRogue]) {
      for (const attempt of [
        rogueMutators.agent.create({
          id: randomUUID(),
          organization_id: alice.org,
          agent_type_id: "planning",
          name: "Kaper",
          icon: "bot",
          now,
        }),
        rogueMutators.agent.update({ id: agentId, name: "Gekaapt", icon: "heart", now }),
        rogueMutators.agent.archive({ id: agentId, now }),
        rogueMutators.agent.setActive({ organization_id: alice.org, agent_id: agentId }),
        rogueMutators.agent.setting({ agent_id: agentId, key: "opening_message", value: "Gekaapt!", now }),
      ])
        expect(await verdict(rogue.mutate(attempt))).toEqual(DENIED);
    }
    // Bob may not make A's agent the active one of his own organisation either.
    expect(
      await verdict(bobRogue.mutate(rogueMutators.agent.setActive({ organization_id: bob.org, agent_id: agentId }))),
    ).toEqual(DENIED);
    expect({
      agents: await agentsOf(alice.org),
      settings: await settingsOf(agentId),
      active: await activeOf(alice.org),
    }).toEqual(before);
    expect(await agentsOf(bob.org)).toEqual([]);
    expect(await activeOf(bob.org)).toBeNull();
    // Nor does Bob read A's agents.
    const zb = await app.openZero(bob, "super_admin");
    expect(await zb.run(queries.agents.ofOrganization({ organizationId: alice.org }), { type: "complete" })).toEqual(
      [],
    );
  });

  it("without an active agent the assistant answers as before, and its replies name no agent", async () => {
    const phone = newPhone();
    const reply = await ask(phone, QUESTION);
    // The organisation still has the name sign-up gave it, "Mijn organisatie (Alice A)": the
    // greeting speaks of the employer, never of the HR colleague who signed up.
    expect(reply.body).toBe(`${nl.assistant.disclosure(null)}\n${nl.assistant.privacyNotice(null)}\n\n${ANSWER}`);
    expect(reply.body).not.toContain("Alice");
    expect(reply.row.agent_id).toBeNull();
    expect(reply.row.agent_settings_version).toBeNull();
  });

  it("the active agent's name is in the disclosure, and each bot reply records the agent and its settings version", async () => {
    expect(await asAdmin(mutators.agent.setActive({ organization_id: alice.org, agent_id: agentId }))).toEqual({
      type: "success",
    });
    expect(await asAdmin(setting(agentId, { key: "display_name", value: "Sam" }))).toEqual({
      type: "success",
    });
    const version = (await agentRow(agentId)).settings_version;
    const phone = newPhone();
    const first = await ask(phone, QUESTION);
    expect(first.body).toContain("Hoi! Je chat met Sam, de digitale HR-assistent van");
    expect(first.body).toContain(nl.assistant.agentAiNotice("Sam"));
    expect(first.body).toContain(ANSWER);
    expect(first.row).toMatchObject({ agent_id: agentId, agent_settings_version: version, handover: false });
  });

  it("with 'answer from FAQs' off the question the FAQ answered is handed over, with the agent's own hand-over message", async () => {
    const phone = newPhone();
    expect((await ask(phone, QUESTION)).body).toContain(ANSWER);
    expect(
      await asAdmin(setting(agentId, { key: "capabilities", value: ["document_answers", "verification", "handover"] })),
    ).toEqual({ type: "success" });
    const version = (await agentRow(agentId)).settings_version;
    const again = await ask(phone, QUESTION);
    expect(again.body).toBe("Ik vraag het na bij HR.");
    expect(again.row).toMatchObject({ handover: true, agent_id: agentId, agent_settings_version: version });
    // Asking for a person gets the same promise, not the default one.
    expect((await ask(newPhone(), "medewerker")).body).toContain("Ik vraag het na bij HR.");
  });

  it("with 'hand-over' off the reply promises no HR follow-up, yet the question is still recorded as unresolved", async () => {
    expect(await asAdmin(setting(agentId, { key: "capabilities", value: ["document_answers"] }))).toEqual({
      type: "success",
    });
    const phone = newPhone();
    const reply = await ask(phone, QUESTION);
    expect(reply.body.endsWith(nl.assistant.noAnswer)).toBe(true);
    expect(reply.body).not.toContain("doorgezet");
    expect(reply.row.handover).toBe(true);
    // Nor to a request for a person.
    const asked = await ask(newPhone(), "medewerker");
    expect(asked.body).toContain(nl.assistant.noHandoverHere);
    expect(asked.body).not.toContain("Ik vraag het na bij HR.");
    const [conversation] =
      await app.sql`select unresolved_count from conversations where id = ${reply.row.conversation_id}`;
    expect(conversation.unresolved_count).toBe(1);
  });

  it("an opening message replaces the greeting but never the AI notice", async () => {
    expect(await asAdmin(setting(agentId, { key: "capabilities", value: ["faq_answers", "handover"] }))).toEqual({
      type: "success",
    });
    expect(
      await asAdmin(setting(agentId, { key: "opening_message", value: "Goedemorgen! Fijn dat je er bent." })),
    ).toEqual({
      type: "success",
    });
    const reply = await ask(newPhone(), QUESTION);
    expect(reply.body).toBe(
      `Goedemorgen! Fijn dat je er bent.\n\n${nl.assistant.agentAiNotice("Sam")}\n${nl.assistant.privacyNotice(null)}\n\n${ANSWER}`,
    );
  });

  it("without 'verification' nobody is asked to prove who they are: a personal question goes to HR instead", async () => {
    const phone = newPhone();
    await app.sql`insert into employees (id, organization_id, first_name, phone_number, email)
      values (gen_random_uuid(), ${alice.org}, 'Eva', ${phone}, 'eva@a.nl')`;
    await app.sql`update organizations set verification_required = true where id = ${alice.org}`;
    try {
      const reply = await ask(phone, "Wanneer loopt mijn contract af?");
      expect(reply.body.endsWith(nl.assistant.verifyNotOffered(true))).toBe(true);
      expect(reply.body).not.toContain("Stuur ter verificatie");
      expect(reply.row.handover).toBe(true);
      // Asked again, still no request for details: nothing is pending.
      expect((await ask(phone, "Wanneer loopt mijn contract af?")).body).toBe(nl.assistant.verifyNotOffered(true));
    } finally {
      await app.sql`update organizations set verification_required = false where id = ${alice.org}`;
    }
  });

  it("deleting archives the agent: gone from the list, no longer active, its replies still attributed to it", async () => {
    const answered = await app.sql`select count(*)::int as n from whatsapp_messages where agent_id = ${agentId}`;
    expect(await asAdmin(mutators.agent.archive({ id: agentId, now: Date.now() }))).toEqual({
      type: "success",
    });
    expect((await agentRow(agentId)).archived_at).not.toBeNull();
    expect(await activeOf(alice.org)).toBeNull();
    expect(await app.sql`select count(*)::int as n from whatsapp_messages where agent_id = ${agentId}`).toEqual(
      answered,
    );
    const rows = await eventually(async () => {
      const r = await za.run(queries.agents.ofOrganization({ organizationId: alice.org }), { type: "complete" });
      return r.length === 0 ? [r] : undefined;
    });
    expect(rows[0]).toEqual([]);
    // The activity log says who created, activated, changed and removed it.
    const log = await app.sql`select kind, target, actor_user_id, details from activity_log
      where organization_id = ${alice.org} and kind like 'agent_%' order by created_at`;
    const lifecycle = log.filter((l) => l.kind !== "agent_settings_changed");
    expect(lifecycle.map((l) => [l.kind, l.target, l.actor_user_id])).toEqual([
      ["agent_created", agentId, alice.userId],
      ["agent_activated", agentId, alice.userId],
      ["agent_removed", agentId, alice.userId],
    ]);
    // Each setting changed on the way, by its key; a capability change lists what the agent may do.
    const settings = log.filter((l) => l.kind === "agent_settings_changed");
    expect(settings.length).toBeGreaterThan(0);
    expect(settings.every((l) => l.target === agentId && l.actor_user_id === alice.userId)).toBe(true);
    const capabilities = settings.find((l) => l.details.key === "capabilities");
    expect(capabilities?.details.capabilities).toEqual(expect.any(String));
    // The default assistant answers again; an archived agent can be neither edited nor made active.
    const reply = await ask(newPhone(), QUESTION);
    expect(reply.body).toContain(ANSWER);
    expect(reply.row.agent_id).toBeNull();
    expect(await asAdmin(mutators.agent.setActive({ organization_id: alice.org, agent_id: agentId }))).toEqual(DENIED);
  });
});
