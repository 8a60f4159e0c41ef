import { describe, expect, it } from "vitest";
import { emptyFaq, faqFormFrom, isFaqComplete } from "./faq-form.ts";

describe("FAQ form", () => {
  it("starts empty, active, exact, without verification or other phrasings", () => {
    expect(faqFormFrom(null)).toEqual({
      question: "",
      answer: "",
      is_active: true,
      ai_response_mode: "exact",
      requires_verification: false,
      alternative_questions: [],
    });
  });
  it("fills from an existing FAQ, with a copy of its phrasings", () => {
    const phrasings = ["Vrije dagen?"];
    const row = {
      ...emptyFaq,
      question: "Q",
      answer: "A",
      ai_response_mode: "reformulate" as const,
      alternative_questions: phrasings,
      extra: 1,
    };
    const form = faqFormFrom(row);
    expect(form).toEqual({
      ...emptyFaq,
      question: "Q",
      answer: "A",
      ai_response_mode: "reformulate",
      alternative_questions: ["Vrije dagen?"],
    });
    expect(form.alternative_questions).not.toBe(phrasings);
    expect(faqFormFrom({ ...row, alternative_questions: null }).alternative_questions).toEqual([]);
  });
  it("requires a question and an answer that are not just spaces", () => {
    expect(isFaqComplete({ ...emptyFaq, question: "Q", answer: " " })).toBe(false);
    expect(isFaqComplete({ ...emptyFaq, question: " ", answer: "A" })).toBe(false);
    expect(isFaqComplete({ ...emptyFaq, question: "Q", answer: "A" })).toBe(true);
  });
});
