import { describe, expect, it } from "vitest";
import { tokenize } from "./normalize.ts";
import { paidWhileIll } from "./paid-while-ill.ts";

/** The question's words that ask about pay while ill. */
const payWords = (question: string) => {
  const tokens = tokenize(question);
  return tokens.filter((t) => paidWhileIll(t.word, tokens)).map((t) => t.word);
};

describe("paidWhileIll: being paid, asked beside being ill", () => {
  it("is the pay word of a question that says the employee is ill", () => {
    expect(payWords("krijg ik de eerste dag wel betaald als ik ziek ben")).toEqual(["betaald"]);
    expect(payWords("ben grieperig, word ik doorbetaald?")).toEqual(["doorbetaald"]);
    expect(payWords("i was sick yesterday, do i get paid for that day")).toEqual(["paid"]);
  });

  it("is nothing in a question about pay alone or illness alone", () => {
    expect(payWords("wordt overwerk uitbetaald")).toEqual([]);
    expect(payWords("hoe meld ik me ziek")).toEqual([]);
    // A sick note or the doctor is not the employee being ill.
    expect(payWords("wordt een uur bij de tandarts betaald")).toEqual([]);
  });
});
