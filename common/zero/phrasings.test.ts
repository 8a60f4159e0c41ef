import { describe, expect, it } from "vitest";
import {
  heldByOtherFaq,
  isKnownPhrasing,
  MAX_PHRASINGS,
  phrasingKey,
  phrasingProblems,
  withPhrasing,
} from "./phrasings.ts";

describe("FAQ phrasings", () => {
  it("compares without case and extra spaces", () => {
    expect(phrasingKey("  Hoeveel   Vrije dagen? ")).toBe("hoeveel vrije dagen?");
  });

  it("finds a problem per phrasing, in order", () => {
    expect(
      phrasingProblems("Hoeveel vakantiedagen heb ik?", [
        "Hoeveel vrije dagen?",
        "ab",
        "  ab c ",
        "x".repeat(301),
        "x".repeat(300),
        "hoeveel VAKANTIEDAGEN heb ik?",
        "HOEVEEL vrije  dagen?",
      ]),
    ).toEqual([null, "tooShort", null, "tooLong", null, "sameAsQuestion", "duplicate"]);
  });

  it("knows the question and the phrasings an FAQ has", () => {
    const faq = { question: "Hoeveel vakantiedagen?", alternative_questions: ["Vrije dagen?"] };
    expect(isKnownPhrasing(faq, "hoeveel vakantiedagen?")).toBe(true);
    expect(isKnownPhrasing(faq, " VRIJE dagen? ")).toBe(true);
    expect(isKnownPhrasing(faq, "Verlof?")).toBe(false);
  });

  it("adds a phrasing once, and refuses the FAQ's own question and one too many", () => {
    const faq = { question: "Hoeveel vakantiedagen?", alternative_questions: ["Vrije dagen?"] };
    expect(withPhrasing(faq, "hoeveel vrij per jaar")).toEqual(["Vrije dagen?", "hoeveel vrij per jaar"]);
    expect(withPhrasing(faq, " VRIJE dagen? ")).toBe(faq.alternative_questions);
    expect(withPhrasing(faq, "hoeveel VAKANTIEDAGEN?")).toBe("sameAsQuestion");
    const full = { ...faq, alternative_questions: Array.from({ length: MAX_PHRASINGS }, (_, i) => `vraag ${i}`) };
    expect(withPhrasing(full, "nog een vraag")).toBe("tooMany");
  });
});

describe("heldByOtherFaq", () => {
  const faqs = [
    {
      id: "salaris",
      question: "Wanneer wordt mijn salaris betaald?",
      alternative_questions: ["wanneer krijg ik loon"],
    },
    { id: "vakantie", question: "Hoeveel vakantiedagen heb ik?", alternative_questions: [] },
  ];
  it("names the other FAQ that holds the text as its question or a phrasing, whatever the case or spaces", () => {
    expect(heldByOtherFaq("wanneer wordt  mijn SALARIS betaald?", faqs, "vakantie")).toBe(
      "Wanneer wordt mijn salaris betaald?",
    );
    expect(heldByOtherFaq("Wanneer krijg ik loon", faqs, "vakantie")).toBe("Wanneer wordt mijn salaris betaald?");
  });
  it("says nothing for the FAQ's own phrasings, new text or an empty field", () => {
    expect(heldByOtherFaq("wanneer krijg ik loon", faqs, "salaris")).toBeNull();
    expect(heldByOtherFaq("Mag ik thuiswerken?", faqs, null)).toBeNull();
    expect(heldByOtherFaq("  ", faqs, null)).toBeNull();
  });
});
