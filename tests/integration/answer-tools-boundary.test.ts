import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { MAX_PHRASINGS } from "../../common/zero/phrasings.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, type TestZero, uncheckedMutator, verdict } from "../support/zero-client.ts";

// The staff tools for answer quality (FAQ phrasings, the organisation's own synonyms, recent
// hand-overs), driven through the real zero-cache.
//
// An ordinary Zero client runs each mutator on its own copy first and never sends one that
// throws there, so its refusals prove nothing about the server. The "rogue" clients below
// register the same mutator names with bodies that check nothing (what a tampered browser
// could do): whatever they get refused, the server refused. After every refusal the test
// reads Postgres itself to show nothing changed.
const noop = uncheckedMutator;
const rogueMutators = defineMutators({
  faq: { update: noop(), addAlternativeQuestion: noop() },
  employee: { update: noop() },
  synonyms: { create: noop(), update: noop(), delete: noop() },
});

let app: Stack;
let alice: Owner; // owner of organisation A
let bob: Owner; // owner of organisation B: the outsider
let carol: TestUser; // plain member of organisation A
let za: TestZero;
let aliceRogue: Awaited<ReturnType<typeof connectRogue>>;
let bobRogue: Awaited<ReturnType<typeof connectRogue>>;
let carolRogue: Awaited<ReturnType<typeof connectRogue>>;

const faqId = randomUUID();
const QUESTION = "Hoeveel vakantiedagen heb ik?";
const FIRST_PHRASING = "Hoeveel vrije dagen krijg ik?";
const synonymId = randomUUID();
const handoverId = randomUUID();
const DENIED = { type: "error", message: nl.errors.notFoundOrNotAuthorized };

const connectRogue = (user: TestUser) => app.openUncheckedZero(user, rogueMutators);

const synonymsOf = (organizationId: string) =>
  app.sql`select id, term, synonyms, updated_at from assistant_synonyms where organization_id = ${organizationId} order by term`;
const faqRow = async (id: string) =>
  (await app.sql`select question, answer, is_active, alternative_questions, updated_at from faqs where id = ${id}`)[0];
const phrasingsOf = async (id: string) => (await faqRow(id)).alternative_questions as string[];

const faqUpdate = (alternative_questions: string[], answer = "Je hebt 25 vakantiedagen per jaar.") =>
  rogueMutators.faq.update({
    id: faqId,
    question: QUESTION,
    answer,
    is_active: true,
    ai_response_mode: "exact",
    requires_verification: false,
    alternative_questions,
    now: Date.now(),
  });
const addPhrasing = (question: string, id = faqId) =>
  rogueMutators.faq.addAlternativeQuestion({ id, question, now: Date.now() });
const createSynonym = (organizationId: string, term: string, synonyms: string[]) =>
  rogueMutators.synonyms.create({ id: randomUUID(), organization_id: organizationId, term, synonyms, now: Date.now() });
const updateSynonym = (id: string, term: string, synonyms: string[]) =>
  rogueMutators.synonyms.update({ id, term, synonyms, now: Date.now() });

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("alice-tools@a.nl", "Alice A");
  bob = await app.signUpOwner("bob-tools@b.nl", "Bob B");
  carol = await app.signUpMember(alice.org, "carol-tools@a.nl", "Carol C");

  // Organisation A's knowledge: an FAQ with one phrasing, a synonym entry, and a question
  // the assistant handed over to staff (the bot's reply with the employee's message).
  await app.sql`insert into faqs (id, organization_id, question, answer, alternative_questions)
    values (${faqId}, ${alice.org}, ${QUESTION}, 'Je hebt 25 vakantiedagen per jaar.', ${app.sql.json([FIRST_PHRASING])})`;
  await app.sql`insert into assistant_synonyms (id, organization_id, term, synonyms)
    values (${synonymId}, ${alice.org}, 'rooster', ${app.sql.json(["planning", "diensten"])})`;
  const conversationId = randomUUID();
  const questionId = randomUUID();
  await app.sql`insert into conversations (id, organization_id, customer_phone) values (${conversationId}, ${alice.org}, '+31611112222')`;
  await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, is_from_bot, status)
    values (${questionId}, ${alice.org}, ${conversationId}, 'inbound', 'Mag ik mijn dienst ruilen met een collega?', false, 'received')`;
  await app.sql`insert into whatsapp_messages
      (id, organization_id, conversation_id, direction, message_body, is_from_bot, status, handover, reply_to)
    values (${handoverId}, ${alice.org}, ${conversationId}, 'outbound', 'Ik heb je vraag doorgezet naar HR.', true, 'sent', true, ${questionId})`;

  za = await app.openZero(alice);
  aliceRogue = await connectRogue(alice);
  bobRogue = await connectRogue(bob);
  carolRogue = await connectRogue(carol);
});

afterAll(async () => {
  await app?.stop();
});

describe("answer-quality staff tools: the server keeps the organisation boundary and the rules", () => {
  it("a member of another organisation reads none of its synonyms or hand-overs, even claiming a platform role", async () => {
    // What the organisation's own owner sees, so the empty results below are not an empty store.
    const own = await za.run(queries.synonyms.ofOrganization({ organizationId: alice.org }), { type: "complete" });
    expect(own.map((s) => s.term)).toEqual(["rooster"]);
    const handovers = await za.run(queries.handovers.recent({ organizationId: alice.org }), { type: "complete" });
    expect(handovers.map((h) => [h.id, h.question?.message_body])).toEqual([
      [handoverId, "Mag ik mijn dienst ruilen met een collega?"],
    ]);

    // Bob's client claims a platform role in its own context, so it filters nothing locally:
    // only what the server sends can show up, and the server decides from Bob's session.
    const zb = await app.openZero(bob, "super_admin");
    expect(await zb.run(queries.synonyms.ofOrganization({ organizationId: alice.org }), { type: "complete" })).toEqual(
      [],
    );
    expect(await zb.run(queries.handovers.recent({ organizationId: alice.org }), { type: "complete" })).toEqual([]);
    expect(await zb.run(queries.faqs.ofOrganization({ organizationId: alice.org }), { type: "complete" })).toEqual([]);
  });

  it("a member of another organisation can neither create, change nor delete its synonyms nor add a phrasing to its FAQ", async () => {
    const synonymsBefore = await synonymsOf(alice.org);
    const faqBefore = await faqRow(faqId);
    for (const attempt of [
      createSynonym(alice.org, "verlof", ["vakantie"]),
      updateSynonym(synonymId, "rooster", ["gekaapt"]),
      rogueMutators.synonyms.delete({ id: synonymId }),
      addPhrasing("Hoeveel verlof heb ik nog?"),
    ]) {
      expect(await verdict(bobRogue.mutate(attempt))).toEqual(DENIED);
    }
    expect(await synonymsOf(alice.org)).toEqual(synonymsBefore);
    expect(await synonymsOf(bob.org)).toEqual([]);
    expect(await faqRow(faqId)).toEqual(faqBefore);
  });

  it("a plain member reads the synonyms but cannot create, change or delete them nor add a phrasing", async () => {
    const zc = await app.openZero(carol);
    const seen = await eventually(async () => {
      const rows = await zc.run(queries.synonyms.ofOrganization({ organizationId: alice.org }), { type: "complete" });
      return rows.length === 1 ? rows : undefined;
    });
    expect(seen.map((s) => [s.id, s.term, s.synonyms])).toEqual([[synonymId, "rooster", ["planning", "diensten"]]]);

    const synonymsBefore = await synonymsOf(alice.org);
    const faqBefore = await faqRow(faqId);
    for (const attempt of [
      createSynonym(alice.org, "verlof", ["vakantie"]),
      updateSynonym(synonymId, "rooster", ["planning", "diensten", "schema"]),
      rogueMutators.synonyms.delete({ id: synonymId }),
      addPhrasing("Hoeveel verlof heb ik nog?"),
    ]) {
      expect(await verdict(carolRogue.mutate(attempt))).toEqual(DENIED);
    }
    expect(await synonymsOf(alice.org)).toEqual(synonymsBefore);
    expect(await faqRow(faqId)).toEqual(faqBefore);
  });

  it("the same phrasing added twice is stored once; the FAQ's own question and a 51st phrasing are refused", async () => {
    const text = "Hoeveel verlofdagen heb ik per jaar?";
    expect(await verdict(aliceRogue.mutate(addPhrasing(text)))).toEqual({ type: "success" });
    const once = await faqRow(faqId);
    expect(once.alternative_questions).toEqual([FIRST_PHRASING, text]);
    // Again, and once more in other case and spacing: accepted (a retried click) and nothing changes.
    expect(await verdict(aliceRogue.mutate(addPhrasing(text)))).toEqual({ type: "success" });
    expect(await verdict(aliceRogue.mutate(addPhrasing("  hoeveel VERLOFDAGEN  heb ik per jaar? ")))).toEqual({
      type: "success",
    });
    expect(await faqRow(faqId)).toEqual(once);

    for (const question of [QUESTION, "  HOEVEEL vakantiedagen   heb ik? "]) {
      expect(await verdict(aliceRogue.mutate(addPhrasing(question)))).toEqual({
        type: "error",
        message: nl.faq.phrasingProblem.sameAsQuestion,
      });
    }
    expect(await faqRow(faqId)).toEqual(once);

    // Another FAQ holding the maximum of 50 phrasings refuses one more.
    const fullId = randomUUID();
    const fifty = Array.from({ length: MAX_PHRASINGS }, (_, i) => `Formulering nummer ${i + 1}`);
    await app.sql`insert into faqs (id, organization_id, question, answer, alternative_questions)
      values (${fullId}, ${alice.org}, 'Wanneer krijg ik mijn loonstrook?', 'Rond de 25e.', ${app.sql.json(fifty)})`;
    const full = await faqRow(fullId);
    expect(await verdict(aliceRogue.mutate(addPhrasing("Waar vind ik mijn loonstrook?", fullId)))).toEqual({
      type: "error",
      message: nl.faq.phrasingsMax(MAX_PHRASINGS),
    });
    expect(await faqRow(fullId)).toEqual(full);
    expect(await phrasingsOf(fullId)).toHaveLength(MAX_PHRASINGS);
  });

  it("two admins at once: both phrasings are kept, and a save from a form opened before a colleague's change is refused", async () => {
    const dave = await app.signUpMember(alice.org, "dave-tools@a.nl", "Dave D");
    await app.sql`update organization_members set role = 'admin' where user_id = ${dave.userId} and organization_id = ${alice.org}`;
    const daveRogue = await connectRogue(dave);
    const id = randomUUID();
    await app.sql`insert into faqs (id, organization_id, question, answer)
      values (${id}, ${alice.org}, 'Hoe meld ik me ziek?', 'Bel je planner voor 9 uur.')`;
    const verdicts = await Promise.all([
      verdict(aliceRogue.mutate(addPhrasing("ik heb koorts kan ik thuisblijven", id))),
      verdict(daveRogue.mutate(addPhrasing("ik voel me niet lekker wat nu", id))),
    ]);
    expect(verdicts).toEqual([{ type: "success" }, { type: "success" }]);
    expect((await phrasingsOf(id)).sort()).toEqual([
      "ik heb koorts kan ik thuisblijven",
      "ik voel me niet lekker wat nu",
    ]);

    // Dave's form was opened before Alice's change: his save is refused and her answer stays.
    const opened = Number(new Date((await faqRow(id)).updated_at));
    const edit = (answer: string, expected: number) =>
      rogueMutators.faq.update({
        id,
        question: "Hoe meld ik me ziek?",
        answer,
        is_active: true,
        ai_response_mode: "exact",
        requires_verification: false,
        expected_updated_at: expected,
        now: Date.now(),
      });
    expect(await verdict(aliceRogue.mutate(edit("Bel je planner voor 8 uur.", opened)))).toEqual({ type: "success" });
    expect(await verdict(daveRogue.mutate(edit("Bel je planner voor 9 uur.", opened)))).toEqual({
      type: "error",
      message: nl.faq.changedMeanwhile,
    });
    expect((await faqRow(id)).answer).toBe("Bel je planner voor 8 uur.");
    expect((await phrasingsOf(id)).length).toBe(2);

    // The same for an employee edited by both: the later save from a stale form is refused.
    const employee = randomUUID();
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
      values (${employee}, ${alice.org}, 'Anouk', 'de Vries', '+31611119876')`;
    const [{ updated_at }] = await app.sql`select updated_at from employees where id = ${employee}`;
    const editEmployee = (last_name: string) =>
      rogueMutators.employee.update({
        id: employee,
        first_name: "Anouk",
        last_name,
        phone_number: "+31611119876",
        email: null,
        employee_number: null,
        expected_updated_at: Number(new Date(updated_at)),
        now: Date.now(),
      });
    expect(await verdict(aliceRogue.mutate(editEmployee("Jansen")))).toEqual({ type: "success" });
    expect(await verdict(daveRogue.mutate(editEmployee("Bakker")))).toEqual({
      type: "error",
      message: nl.employees.changedMeanwhile,
    });
    expect((await app.sql`select last_name from employees where id = ${employee}`)[0].last_name).toBe("Jansen");
  });

  it("phrasings saved with faq.update are checked by the server: too short, the question itself, a repeat, a 51st", async () => {
    const before = await faqRow(faqId);
    const kept = before.alternative_questions as string[];
    const refusals: Array<[string[], string]> = [
      [[...kept, "ok"], nl.faq.phrasingProblem.tooShort],
      [[...kept, "x".repeat(301)], nl.faq.phrasingProblem.tooLong],
      [[...kept, " hoeveel vakantiedagen heb ik? "], nl.faq.phrasingProblem.sameAsQuestion],
      [[...kept, FIRST_PHRASING.toUpperCase()], nl.faq.phrasingProblem.duplicate],
      [
        Array.from({ length: MAX_PHRASINGS + 1 }, (_, i) => `Andere vraag ${i + 1}`),
        nl.faq.phrasingsMax(MAX_PHRASINGS),
      ],
    ];
    for (const [phrasings, message] of refusals) {
      // The answer changes too: a refused update must leave the whole FAQ as it was.
      const refused = await verdict(aliceRogue.mutate(faqUpdate(phrasings, "Gewijzigd antwoord")));
      expect(refused.type).toBe("error");
      expect(refused.type === "error" && refused.message).toContain(message);
      expect(await faqRow(faqId)).toEqual(before);
    }

    // Valid phrasings are saved, trimmed, by the same mutator.
    expect(await verdict(aliceRogue.mutate(faqUpdate([FIRST_PHRASING, "  Hoeveel vrij krijg ik?  "])))).toEqual({
      type: "success",
    });
    expect(await phrasingsOf(faqId)).toEqual([FIRST_PHRASING, "Hoeveel vrij krijg ik?"]);
  });

  it("a synonym term the organisation already has (other case or spaces) is refused and nothing is stored", async () => {
    expect(
      await verdict(aliceRogue.mutate(createSynonym(alice.org, "vrije dag", ["verlofdag", "snipperdag"]))),
    ).toEqual({
      type: "success",
    });
    const before = await synonymsOf(alice.org);
    expect(before.map((s) => s.term)).toEqual(["rooster", "vrije dag"]);
    const vrijeDag = before.find((s) => s.term === "vrije dag")!.id as string;

    const duplicate = { type: "error", message: nl.synonyms.duplicateTerm };
    expect(await verdict(aliceRogue.mutate(createSynonym(alice.org, "  Vrije   DAG ", ["vrij"])))).toEqual(duplicate);
    expect(await verdict(aliceRogue.mutate(createSynonym(alice.org, "ROOSTER", ["werktijden"])))).toEqual(duplicate);
    // Renaming one entry to another entry's term is the same duplicate.
    expect(await verdict(aliceRogue.mutate(updateSynonym(vrijeDag, " Rooster ", ["verlofdag"])))).toEqual(duplicate);
    expect(await synonymsOf(alice.org)).toEqual(before);

    // An entry keeps its own term when edited, and another organisation may use the same term.
    expect(await verdict(aliceRogue.mutate(updateSynonym(synonymId, "Rooster", ["planning", "schema"])))).toEqual({
      type: "success",
    });
    expect((await synonymsOf(alice.org)).map((s) => [s.term, s.synonyms])).toEqual([
      ["Rooster", ["planning", "schema"]],
      ["vrije dag", ["verlofdag", "snipperdag"]],
    ]);
    expect(await verdict(bobRogue.mutate(createSynonym(bob.org, "rooster", ["planning"])))).toEqual({
      type: "success",
    });
    expect((await synonymsOf(bob.org)).map((s) => s.term)).toEqual(["rooster"]);
  });
});
