import { describe, expect, it } from "vitest";
import { offeredChoices, readReplyToChoices } from "./offered-choices.ts";

const at = new Date("2026-11-27T09:00:00Z");
const choices = [
  { kind: "faq" as const, id: "f1", label: "Hoeveel vakantiedagen heb ik per jaar?" },
  { kind: "passage" as const, id: "p1", label: "Bijzonder verlof (uit handboek.pdf)" },
];
const conversation = (over: Record<string, unknown> = {}) => ({
  offered_choices: offeredChoices("vrije dagen", choices, at),
  pending_question: null,
  ...over,
});
const later = (ms: number) => new Date(at.getTime() + ms);

describe("readReplyToChoices", () => {
  it("a pick or 'nee' answers the question the choices were offered for", () => {
    expect(readReplyToChoices(conversation(), "2", later(60_000))).toEqual({
      question: "vrije dagen",
      choice: { id: "p1" },
    });
    expect(readReplyToChoices(conversation(), "nee", later(60_000))).toEqual({
      question: "vrije dagen",
      choice: "decline",
    });
  });

  it("asks again which one for 'ja' to several, and takes anything else as a new question", () => {
    expect(readReplyToChoices(conversation(), "ja", later(1))).toEqual({
      question: "ja",
      unclear: choices.map((c) => c.label),
    });
    expect(readReplyToChoices(conversation(), "hoe laat begin ik", later(1))).toEqual({
      question: "hoe laat begin ik",
    });
  });

  it("has no open choices after a day, while verification waits, or when the column is malformed", () => {
    expect(readReplyToChoices(conversation(), "1", later(25 * 60 * 60_000))).toEqual({ question: "1" });
    expect(readReplyToChoices(conversation({ pending_question: "mijn contract?" }), "1", later(1))).toEqual({
      question: "1",
    });
    for (const bad of [null, "1", { question: "x", choices: [], at: at.toISOString() }, { question: "x" }])
      expect(readReplyToChoices(conversation({ offered_choices: bad }), "1", later(1))).toEqual({ question: "1" });
  });
});
