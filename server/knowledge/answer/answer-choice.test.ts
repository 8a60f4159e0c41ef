import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { buildThesaurus } from "../analysis/thesaurus.ts";
import { faqInput } from "../index/faq-input.ts";
import { buildIndex } from "../index/knowledge-index.ts";
import type { Knowledge } from "../index/load-knowledge.ts";
import { answerChoice } from "./answer-choice.ts";

const faq = (id: string, question: string, answer: string) => faqInput({ id, question, answer });

const knowledge: Knowledge = {
  faqs: buildIndex([
    faq("pas", "Ik ben mijn personeelspas kwijt. Wat nu?", "Meld het bij de receptie; een nieuwe pas kost € 10."),
    faq("parkeren", "Waar kan ik parkeren?", "Achter het distributiecentrum, met je pas."),
  ]),
  passages: buildIndex([]),
  thesaurus: buildThesaurus(),
  vectors: null,
};

describe("answerChoice", () => {
  const question = "hoe zit dat met mijn pas";

  it("answers with the candidate the employee picked, saying so", () => {
    const found = answerChoice(knowledge, question, { id: "parkeren" });
    expect(found).toMatchObject({ outcome: "answer", reason: nl.assistant.reasonChosen, question });
    expect(found.chosen?.doc.id).toBe("parkeren");
    expect(found.runnerUp?.doc.id).toBe("pas");
  });

  it("answers with a pick the question's own words do not find (found by a rewrite or by meaning)", () => {
    const found = answerChoice(knowledge, "mag ik mn rijwiel declareren", { id: "parkeren" });
    expect(found).toMatchObject({ outcome: "answer", reason: nl.assistant.reasonChosen });
    expect(found.chosen?.doc.id).toBe("parkeren");
  });

  it("hands over when the employee picked none, or what they picked is gone", () => {
    expect(answerChoice(knowledge, question, "decline")).toMatchObject({
      outcome: "handover",
      chosen: null,
      reason: nl.assistant.reasonDeclined,
    });
    expect(answerChoice(knowledge, question, { id: "verwijderd" })).toMatchObject({
      outcome: "handover",
      reason: nl.assistant.reasonLowConfidence,
    });
  });
});
