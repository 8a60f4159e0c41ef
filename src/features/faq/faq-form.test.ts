import { describe, expect, it } from "vitest";
import { emptyFaq, faqFormFrom, isFaqComplete } from "./faq-form.ts";

describe("FAQ form", () => {
  it("starts empty, active, exact and without verification", () => {
    expect(faqFormFrom(null)).toEqual({
      question: "",
      answer: "",
      is_active: true,
      ai_response_mode: "exact",
      requires_verification: false,
    });
  });
  it("fills from an existing FAQ", () => {
    const row = { ...emptyFaq, question: "Q", answer: "A", ai_response_mode: "reformulate" as const, extra: 1 };
    expect(faqFormFrom(row)).toEqual({ ...emptyFaq, question: "Q", answer: "A", ai_response_mode: "reformulate" });
  });
  it("requires a question and an answer that are not just spaces", () => {
    expect(isFaqComplete({ ...emptyFaq, question: "Q", answer: " " })).toBe(false);
    expect(isFaqComplete({ ...emptyFaq, question: " ", answer: "A" })).toBe(false);
    expect(isFaqComplete({ ...emptyFaq, question: "Q", answer: "A" })).toBe(true);
  });
});
