import { describe, expect, it } from "vitest";
import { asksAlike, questionWordOf } from "./question-word.ts";

describe("questionWordOf", () => {
  it("reads the first question word, abbreviations written out", () => {
    expect(questionWordOf("wnr komen de centen binnen 💸")).toBe("when");
    expect(questionWordOf("Hoe laat beginnen de diensten?")).toBe("when");
    expect(questionWordOf("hvl vakantiedagen heb ik")).toBe("amount");
    expect(questionWordOf("Hoe vraag ik vakantie aan?")).toBe("how");
    expect(questionWordOf("bij wie kan ik klagen")).toBe("who");
    expect(questionWordOf("hoe heet de vertrouwenspersoon")).toBe("who");
    expect(questionWordOf("waar vind ik mn loonstrook, en hoe lang duurt dat")).toBe("where");
  });

  it("is a yes/no question without a question word", () => {
    expect(questionWordOf("krijg ik een fietsvergoeding")).toBe("yesno");
    expect(questionWordOf("Heb ik werkschoenen nodig?")).toBe("yesno");
  });
});

describe("asksAlike", () => {
  it("holds when any title asks the same kind of question", () => {
    const titles = ["Hoe vraag ik een voorschot aan?", "Wanneer wordt mijn loon betaald?"].map(questionWordOf);
    expect(asksAlike(questionWordOf("wnr krijg ik loon"), titles)).toBe(1);
    expect(asksAlike(questionWordOf("wanneer krijg ik mn geld"), [questionWordOf("Wat moet ik doen?")])).toBe(-1);
  });
});
