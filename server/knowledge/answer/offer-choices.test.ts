import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import type { Candidate } from "../scoring/rank-candidates.ts";
import type { FoundAnswer } from "./find-answer.ts";
import { CHOICE_FLOOR, offerChoices } from "./offer-choices.ts";

/** A candidate that shares a word with the question, unless `shares` is false (nor its question word then). */
const candidate = (id: string, logit: number, title = id, kind = "faq", shares = true) =>
  ({
    doc: { id, kind, title },
    features: { asksAlike: shares ? 1 : -1 },
    logit,
    matches: shares ? [{ group: { surface: "woord" }, score: 1, via: "exact", label: "woord" }] : [],
  }) as unknown as Candidate;

const handedOver = (ranked: Candidate[], confidence: number, reason: string = nl.assistant.reasonLowConfidence) =>
  ({
    question: "q",
    outcome: "handover",
    confidence,
    chosen: null,
    runnerUp: ranked[0],
    ranked,
    groups: [],
    reason,
  }) as FoundAnswer;

describe("offerChoices", () => {
  const ranked = [
    candidate("a", 1),
    candidate("a", 0.9),
    candidate("b", 0.5),
    candidate("c", 0.2, "Pauzes", "passage"),
    candidate("d", 0.1, "Pauzes", "passage"),
    candidate("e", 0),
  ];

  it("offers up to three likely, different candidates, best first", () => {
    expect(offerChoices(handedOver(ranked, CHOICE_FLOOR)).map((c) => c.doc.id)).toEqual(["a", "b", "c"]);
  });

  it("leaves out candidates far behind the best", () => {
    const far = [candidate("a", 3), candidate("b", 0.5)];
    expect(offerChoices(handedOver(far, 0.5)).map((c) => c.doc.id)).toEqual(["a"]);
  });

  it("offers nothing below the floor, for one's own record, after the model rejected, or with an answer", () => {
    expect(offerChoices(handedOver(ranked, CHOICE_FLOOR - 0.01))).toEqual([]);
    expect(offerChoices(handedOver(ranked, 0.6, nl.assistant.reasonOwnRecord))).toEqual([]);
    expect(offerChoices(handedOver(ranked, 0.6, nl.assistant.reasonModelRejected))).toEqual([]);
    const answered = { ...handedOver(ranked, 0.95), outcome: "answer", chosen: ranked[0], reason: undefined };
    expect(offerChoices(answered as FoundAnswer)).toEqual([]);
  });

  it("offers no text that shares neither a word nor the question word with the question", () => {
    const alike = [candidate("ziek", 1, "Hoe meld ik me ziek?", "faq", false), candidate("b", 0.5)];
    expect(offerChoices(handedOver(alike, 0.3))).toEqual([]);
    const behind = [candidate("a", 1), candidate("x", 0.9, "x", "faq", false), candidate("b", 0.5)];
    expect(offerChoices(handedOver(behind, 0.3)).map((c) => c.doc.id)).toEqual(["a", "b"]);
  });

  it("offers a text that asks with the same question word, though no other word is shared", () => {
    const alike = { ...candidate("vakantiedagen", 1, "Hoeveel vakantiedagen heb ik per jaar?", "faq", false) };
    (alike.features as { asksAlike: number }).asksAlike = 1;
    expect(offerChoices(handedOver([alike], 0.5)).map((c) => c.doc.id)).toEqual(["vakantiedagen"]);
  });
});
