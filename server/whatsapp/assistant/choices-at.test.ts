import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import type { FoundAnswer } from "../../knowledge/answer/find-answer.ts";
import { CHOICE_FLOOR } from "../../knowledge/answer/offer-choices.ts";
import type { Candidate } from "../../knowledge/scoring/rank-candidates.ts";
import { choicesAt } from "./choices-at.ts";

const candidate = (id: string, logit: number) =>
  ({
    doc: { id, kind: "faq", title: id },
    features: { asksAlike: 1 },
    logit,
    matches: [{ group: { surface: "woord" }, score: 1, via: "exact", label: "woord" }],
  }) as unknown as Candidate;

const unsure = (...ids: string[]): FoundAnswer => {
  const ranked = ids.map((id, i) => candidate(id, 1 - i * 0.1));
  return {
    question: `over ${ids.join(" of ")}?`,
    outcome: "handover",
    confidence: CHOICE_FLOOR + 0.2,
    chosen: null,
    runnerUp: ranked[0],
    ranked,
    groups: [],
    reason: nl.assistant.reasonLowConfidence,
  };
};
const answered = (id: string): FoundAnswer => ({
  ...unsure(id),
  outcome: "answer",
  confidence: 0.95,
  chosen: candidate(id, 3),
  reason: undefined,
});
const ids = (at: ReturnType<typeof choicesAt>) => at && { index: at.index, ids: at.choices.map((c) => c.doc.id) };

describe("choicesAt", () => {
  it("offers choices for a single question the assistant is unsure of", () => {
    expect(ids(choicesAt([unsure("verlof", "vakantiegeld")]))).toEqual({ index: 0, ids: ["verlof", "vakantiegeld"] });
  });

  it("of several questions, for the one it is unsure of when it answers all the others", () => {
    const found = [answered("salaris"), unsure("verlof", "vakantiegeld"), answered("pauze")];
    expect(ids(choicesAt(found))).toEqual({ index: 1, ids: ["verlof", "vakantiegeld"] });
  });

  it("none when two questions are unsure, or one is handed over beside it: one number cannot pick for both", () => {
    expect(choicesAt([unsure("verlof"), unsure("pauze")])).toBeNull();
    const ownRecord = { ...unsure("contract"), reason: nl.assistant.reasonOwnRecord };
    expect(choicesAt([ownRecord, unsure("verlof")])).toBeNull();
    expect(choicesAt([answered("salaris"), answered("pauze")])).toBeNull();
  });

  it("never offers the text another question of the message is answered with", () => {
    expect(ids(choicesAt([answered("verlof"), unsure("verlof", "vakantiegeld")]))).toEqual({
      index: 1,
      ids: ["vakantiegeld"],
    });
    expect(choicesAt([answered("verlof"), unsure("verlof")])).toBeNull();
  });
});
