import { describe, expect, it } from "vitest";
import type { AnswerExplanation } from "../../../zero-schema.ts";
import { answeringFaq } from "./answering-faq.ts";

type Part = AnswerExplanation["parts"][number];
const faq = (id: string, title: string) => ({
  kind: "faq" as const,
  id,
  title,
  source: title,
  score: 0.9,
  confidence: 0.9,
});
const part = (over: Partial<Part>): Part => ({
  question: "waar loonstrook",
  outcome: "answer",
  confidence: 0.9,
  chosen: null,
  runnerUp: null,
  matched: [],
  missing: [],
  synonyms: [],
  corrections: [],
  ...over,
});
const reply = (...parts: Part[]) => ({ explanation: { parts } });

describe("answeringFaq", () => {
  it("names the other FAQ that answers the phrasing now", () => {
    const payslip = reply(part({ chosen: faq("f-loonstrook", "Waar vind ik mijn loonstrook?") }));
    expect(answeringFaq(payslip, "f-salaris")).toBe("Waar vind ik mijn loonstrook?");
    // A new FAQ (no id yet) is warned the same way.
    expect(answeringFaq(payslip, null)).toBe("Waar vind ik mijn loonstrook?");
  });

  it("says nothing when this FAQ answers it, a passage does, it is handed over or looked up elsewhere", () => {
    expect(answeringFaq(reply(part({ chosen: faq("f-salaris", "Salaris?") })), "f-salaris")).toBeNull();
    const passage = { ...faq("p1", "Handboek"), kind: "passage" as const };
    expect(answeringFaq(reply(part({ chosen: passage })), "f-salaris")).toBeNull();
    expect(answeringFaq(reply(part({ outcome: "handover", runnerUp: faq("f-x", "X?") })), "f-salaris")).toBeNull();
    expect(answeringFaq({ explanation: { note: "opgezocht", parts: [] } }, "f-salaris")).toBeNull();
    expect(answeringFaq(undefined, "f-salaris")).toBeNull();
  });
});
