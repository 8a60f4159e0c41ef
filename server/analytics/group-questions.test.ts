import { describe, expect, it } from "vitest";
import { type AskedQuestion, groupQuestions } from "./group-questions.ts";
import { questionKey } from "./question-key.ts";

const asked = (question: string, minute: number): AskedQuestion => ({
  question,
  askedAt: new Date(Date.UTC(2026, 10, 20, 9, minute)),
  conversationId: `c${minute}`,
  faqId: null,
  staffAnswer: "",
});

describe("questionKey", () => {
  it("meets inflections and phrasing, not different topics", () => {
    expect(questionKey("Waar vind ik mijn loonstrookje?")).toBe(questionKey("waar vind ik m'n loonstroken"));
    expect(questionKey("Hoeveel vakantiedagen heb ik?")).toBe(questionKey("hoeveel vakantiedagen heb ik nog"));
    expect(questionKey("Hoeveel vakantiedagen heb ik?")).not.toBe(questionKey("Waar vind ik mijn loonstrookje?"));
  });
});

describe("groupQuestions", () => {
  it("groups alike questions, most frequent first, the newest wording leading", () => {
    const groups = groupQuestions([
      asked("Waar vind ik mijn loonstrookje?", 50),
      asked("Mag ik mijn hond meenemen?", 40),
      asked("waar vind ik m'n loonstroken", 30),
      asked("Waar vind ik mijn loonstrookje", 20),
    ]);
    expect(groups.map((g) => [g.question, g.count])).toEqual([
      ["Waar vind ik mijn loonstrookje?", 3],
      ["Mag ik mijn hond meenemen?", 1],
    ]);
    expect(groups[0].variants).toEqual(["waar vind ik m'n loonstroken", "Waar vind ik mijn loonstrookje"]);
    expect(groups[0].lastAskedAt).toBe("2026-11-20T09:50:00.000Z");
  });
});
