import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  faqAddPhrasingInput,
  faqCreateInput,
  faqUpdateInput,
  synonymCreateInput,
  synonymUpdateInput,
} from "./validation.ts";

const faq = {
  id: randomUUID(),
  organization_id: "org",
  question: "Hoeveel vakantiedagen heb ik?",
  answer: "25.",
  is_active: true,
  ai_response_mode: "exact" as const,
  requires_verification: false,
  now: 1,
};
const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => [i.path.join("."), i.message]);

describe("FAQ phrasings in the FAQ mutators", () => {
  it("are trimmed, default to none on create and stay untouched on an update without them", () => {
    expect(faqCreateInput.parse(faq).alternative_questions).toEqual([]);
    expect(faqCreateInput.parse({ ...faq, alternative_questions: ["  Vrije dagen? "] }).alternative_questions).toEqual([
      "Vrije dagen?",
    ]);
    const { organization_id: _, ...update } = faq;
    expect(faqUpdateInput.parse(update).alternative_questions).toBeUndefined();
  });

  it("refuse short, long, the question again and repeats, in Dutch, at the phrasing", () => {
    const r = faqCreateInput.safeParse({ ...faq, alternative_questions: ["ab", "x".repeat(301)] });
    expect(messages(r)).toEqual([
      ["alternative_questions.0", "Gebruik minimaal 3 tekens."],
      ["alternative_questions.1", "Gebruik maximaal 300 tekens."],
    ]);
    const { organization_id: _, ...update } = faq;
    const dup = faqUpdateInput.safeParse({
      ...update,
      alternative_questions: ["hoeveel VAKANTIEDAGEN heb ik?", "Vrije dagen?", "vrije dagen?"],
    });
    expect(messages(dup)).toEqual([
      ["alternative_questions.0", "Dit is de vraag zelf."],
      ["alternative_questions.2", "Deze formulering staat er al."],
    ]);
  });

  it("refuse more than 50", () => {
    const many = Array.from({ length: 51 }, (_, i) => `Vraag ${i}`);
    expect(faqCreateInput.safeParse({ ...faq, alternative_questions: many }).success).toBe(false);
    expect(faqCreateInput.safeParse({ ...faq, alternative_questions: many.slice(0, 50) }).success).toBe(true);
  });

  it("one phrasing from the inbox is checked the same way", () => {
    expect(faqAddPhrasingInput.parse({ id: "f", question: " Vrije dagen? ", now: 1 }).question).toBe("Vrije dagen?");
    expect(faqAddPhrasingInput.safeParse({ id: "f", question: " a ", now: 1 }).success).toBe(false);
  });
});

describe("synonyms", () => {
  const base = { id: randomUUID(), organization_id: "org", now: 1 };
  it("tidies the term and drops repeated synonyms", () => {
    expect(
      synonymCreateInput.parse({ ...base, term: "  Rooster  ", synonyms: ["planning", " Planning ", "diensten"] }),
    ).toMatchObject({ term: "Rooster", synonyms: ["planning", "diensten"] });
  });

  it("needs a term of 1–80 and 1–30 synonyms of at most 80, none equal to the term", () => {
    const errors = (term: string, synonyms: string[]) =>
      messages(synonymUpdateInput.safeParse({ id: "s", term, synonyms, now: 1 }));
    expect(errors(" ", ["x"])).toEqual([["term", "Vul een term in."]]);
    expect(errors("x".repeat(81), ["y"])).toEqual([["term", "Een term heeft maximaal 80 tekens."]]);
    expect(errors("rooster", [" ", ""])).toEqual([["synonyms", "Vul minstens één synoniem in."]]);
    expect(errors("rooster", ["y".repeat(81)])).toEqual([["synonyms.0", "Een synoniem heeft maximaal 80 tekens."]]);
    expect(
      errors(
        "rooster",
        Array.from({ length: 31 }, (_, i) => `s${i}`),
      ),
    ).toEqual([["synonyms", "Maximaal 30 synoniemen per term."]]);
    expect(errors("Rooster", ["planning", "ROOSTER"])).toEqual([
      ["synonyms", "Een synoniem kan niet gelijk zijn aan de term."],
    ]);
    expect(
      errors(
        "rooster",
        Array.from({ length: 30 }, (_, i) => `s${i}`),
      ),
    ).toBeUndefined();
  });
});
