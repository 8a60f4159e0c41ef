import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEvalOrganization } from "../../eval/eval-organization.ts";
import { composeReply } from "../../server/whatsapp/compose-reply.ts";

// What staff do to improve answers takes effect on the very next question, in a process
// that already holds the organisation's index: an alternative phrasing, an own synonym, an
// edited or deactivated FAQ (the knowledge version triggers tell the process to rebuild).
describe("staff improve answers", () => {
  let org: Awaited<ReturnType<typeof startEvalOrganization>>;
  const ask = (q: string) => composeReply(org.db, null, { id: org.organizationId, customInstructions: "" }, q);
  const faqs = [
    {
      id: "faq-pas",
      question: "Ik ben mijn personeelspas kwijt. Wat nu?",
      answer: "Meld het bij de receptie; een nieuwe pas kost € 10.",
    },
    {
      id: "faq-loon",
      question: "Wanneer wordt mijn salaris betaald?",
      answer: "Elke vrijdag staat je loon op je rekening.",
    },
    { id: "faq-ziek", question: "Hoe meld ik me ziek?", answer: "Bel voor 07:00 uur de planning." },
  ];

  beforeAll(async () => {
    org = await startEvalOrganization(faqs, "# Handboek\n\nAlgemene regels voor iedereen.\n");
  }, 120_000);
  afterAll(async () => {
    await org?.stop();
  });

  it("an alternative phrasing makes a handed-over question answered", async () => {
    const question = "ik kom niet meer door het poortje bij de ingang";
    expect((await ask(question)).handover).toBe(true);
    await org.db
      .updateTable("faqs")
      .set({ alternative_questions: ["Ik kom niet door het poortje bij de ingang"] })
      .where("id", "=", "faq-pas")
      .execute();
    const reply = await ask(question);
    expect(reply.handover).toBe(false);
    expect(reply.sources[0]).toMatchObject({ kind: "faq", id: "faq-pas" });
    expect(reply.body).toContain("receptie");
  });

  it("an organisation's own synonym applies to the next question without re-indexing", async () => {
    const question = "wanneer krijg ik mijn knaak";
    expect((await ask(question)).sources[0]?.id).not.toBe("faq-loon");
    await org.db
      .insertInto("assistant_synonyms")
      .values({
        id: randomUUID(),
        organization_id: org.organizationId,
        term: "knaak",
        synonyms: ["salaris", "loon"],
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    const reply = await ask(question);
    expect(reply.sources[0]).toMatchObject({ kind: "faq", id: "faq-loon" });
    expect(reply.explanation.parts[0].synonyms).toContainEqual({ from: "knaak", to: "salaris" });
  });

  it("a deactivated FAQ is no longer answered with", async () => {
    expect((await ask("hoe meld ik me ziek")).sources[0]?.id).toBe("faq-ziek");
    await org.db.updateTable("faqs").set({ is_active: false }).where("id", "=", "faq-ziek").execute();
    const reply = await ask("hoe meld ik me ziek");
    expect(reply.sources.map((s) => s.id)).not.toContain("faq-ziek");
  });

  it("answers each question of a message, and explains why", async () => {
    const reply = await ask("ik ben mijn personeelspas kwijt, wat nu? en wanneer wordt mijn salaris betaald");
    expect(reply.parts).toHaveLength(2);
    expect(reply.sources.map((s) => s.id)).toEqual(["faq-pas", "faq-loon"]);
    expect(reply.body).toContain("receptie");
    expect(reply.body).toContain("vrijdag");
    expect(reply.explanation.parts.map((p) => p.outcome)).toEqual(["answer", "answer"]);
    expect(reply.explanation.parts[0].matched).toContain("personeelspas");
  });
});
