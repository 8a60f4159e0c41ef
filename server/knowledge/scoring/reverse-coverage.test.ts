import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "../analysis/analyze-question.ts";
import { buildThesaurus } from "../analysis/thesaurus.ts";
import { faqInput } from "../index/faq-input.ts";
import { buildIndex } from "../index/knowledge-index.ts";
import { reverseCoverage } from "./reverse-coverage.ts";

const index = buildIndex([
  faqInput({ id: "schoenen", question: "Heb ik werkschoenen nodig?", answer: "Ja, in het magazijn." }),
  faqInput({ id: "kleding", question: "Krijg ik werkkleding?", answer: "Een hesje en werkhandschoenen." }),
]);
const title = index.docs[0].units.find((u) => u.field === "question");
const covered = (question: string) => {
  const groups = analyzeQuestion(question, buildThesaurus([]), {
    hasKey: (k) => index.keyIds.has(k),
    closestWord: () => null,
  });
  return title ? reverseCoverage(index, title, groups) : Number.NaN;
};

describe("reverseCoverage: how much of an FAQ's question the employee asks", () => {
  it("counts the title's compound asked whole or written apart", () => {
    expect(covered("heb ik werk schoenen nodig")).toBeCloseTo(1);
  });

  it("does not count it as part of another compound: 'werkhandschoenen' asks no 'werkschoenen'", () => {
    expect(covered("krijg ik werkhandschoenen")).toBe(0);
  });
});
