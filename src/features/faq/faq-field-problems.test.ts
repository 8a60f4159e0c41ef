import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { fieldProblems } from "./faq-field-problems.ts";
import { faqFormFrom } from "./faq-form.ts";

const form = (question: string, answer: string) => ({ ...faqFormFrom(null), question, answer });

describe("fieldProblems", () => {
  it("names a missing question and answer at their own field", () => {
    expect(fieldProblems(form("  ", ""))).toEqual({ question: nl.faq.questionMissing, answer: nl.faq.answerMissing });
  });

  it("refuses a BSN in the answer, and nothing else", () => {
    const found = fieldProblems(form("Hoeveel vakantiedagen?", "Vraag het Jan, BSN 111222333."));
    expect(found.question).toBeUndefined();
    expect(found.answer).toBe(nl.privacy.identifierRefused(nl.privacy.identifierWhere.answer));
  });

  it("passes a complete, clean FAQ", () => {
    expect(fieldProblems(form("Hoeveel vakantiedagen?", "25 dagen."))).toEqual({});
  });
});
