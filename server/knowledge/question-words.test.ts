import { describe, expect, it } from "vitest";
import { knowledgeWords } from "./knowledge-words.ts";
import { withoutQuestionWords } from "./question-words.ts";

describe("withoutQuestionWords", () => {
  it("drops how a question is phrased and keeps what it is about", () => {
    expect(withoutQuestionWords("Hoeveel vakantiedagen krijg ik?")).toBe("vakantiedagen ik?");
    expect(withoutQuestionWords("Wanneer mag ik mijn verlof aanvragen?")).toBe("ik mijn verlof aanvragen?");
  });
  it("keeps the question when nothing else would be left", () => {
    expect(withoutQuestionWords("Hoeveel krijg ik?")).toBe("ik?");
    expect(withoutQuestionWords("Wanneer?")).toBe("Wanneer?");
  });
});

describe("knowledgeWords", () => {
  it("lower-cases runs of letters of 4 to 40, accents included, and skips numbers and short words", () => {
    expect(knowledgeWords("Één café-bezoek op 12-03: Reïntegratie en ZIEKTE")).toEqual([
      "café",
      "bezoek",
      "reïntegratie",
      "ziekte",
    ]);
  });
});
