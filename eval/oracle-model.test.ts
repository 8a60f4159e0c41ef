import { describe, expect, it } from "vitest";
import type { Llm } from "../server/integrations/llm/create-llm.ts";
import { pickCandidate, rewriteQuery, verifyCandidate } from "../server/knowledge/answer/llm-assist.ts";
import { answerFromPassages } from "../server/knowledge/answer-from-passages.ts";
import type { Candidate } from "../server/knowledge/scoring/rank-candidates.ts";
import type { EvalQuestion } from "./eval-set.ts";
import { oracleModel } from "./oracle-model.ts";

const faqs = [
  { id: "faq-loon", question: "Wanneer krijg ik mijn loon?", answer: "Elke vrijdag." },
  { id: "faq-ziek", question: "Hoe meld ik me ziek?", answer: "Bel de planning." },
];
const q = (id: string, text: string, expect: EvalQuestion["expect"]): EvalQuestion => ({
  id,
  text,
  kind: "faq",
  expect,
  traits: [],
  split: "train",
});
const questions = [
  q("q-1", "wnr komt mn loon", { faq: "faq-loon" }),
  q("q-2", "hoeveel avondtoeslag krijg ik", { facts: [["25%"]] }),
  q("q-3", "wie wint vanavond", { handover: true }),
  q("q-4", "ben ziek wat nu? en wnr komt mn geld", { parts: [{ faq: "faq-ziek" }, { faq: "faq-loon" }] }),
];
/** The oracle as the product's model client: the prompts the product builds, answered as the fake server would. */
const asLlm = (oracle: ReturnType<typeof oracleModel>): Llm => ({
  model: "oracle",
  async complete(messages) {
    const reply = oracle({ model: "oracle", messages, authorization: undefined });
    return "content" in reply ? reply.content : "";
  },
});
const llm = asLlm(oracleModel(faqs, questions, []));
const faq = (id: string) => {
  const f = faqs.find((x) => x.id === id);
  if (!f) throw new Error(id);
  return { doc: { kind: "faq", id, title: f.question, text: f.answer, source: f.question } } as unknown as Candidate;
};
const passage = (title: string, text: string) =>
  ({ doc: { kind: "passage", id: title, title, text, source: "handboek.md" } }) as unknown as Candidate;
const evening = passage("Toeslagen", "Voor avonduren krijg je 25% toeslag.\n\nVoor nachturen 30%.");

describe("oracleModel", () => {
  it("confirms only the expected answer and picks it from a list, or none", async () => {
    expect(await verifyCandidate(llm, "wnr komt mn loon", faq("faq-loon"))).toBe(true);
    expect(await verifyCandidate(llm, "wnr komt mn loon", faq("faq-ziek"))).toBe(false);
    expect(await pickCandidate(llm, "wnr komt mn loon", [faq("faq-ziek"), evening, faq("faq-loon")])).toBe(2);
    expect(await pickCandidate(llm, "hoeveel avondtoeslag krijg ik", [faq("faq-loon"), evening])).toBe(1);
    expect(await pickCandidate(llm, "wie wint vanavond", [faq("faq-loon"), evening])).toBe(-1);
  });

  it("gives no verdict on one question of several, nor on a message it does not know", async () => {
    expect(await pickCandidate(llm, "en wnr komt mn geld", [faq("faq-ziek"), faq("faq-loon")])).toBeNull();
    expect(await verifyCandidate(llm, "iets heel anders", faq("faq-loon"))).toBeNull();
  });

  it("rewrites nothing and answers from the first source whole", async () => {
    expect(await rewriteQuery(llm, "wnr komt mn loon")).toBeNull();
    const hit = {
      kind: "passage" as const,
      id: "p",
      score: 1,
      title: "Toeslagen",
      text: evening.doc.text,
      source: "handboek.md",
    };
    const answer = await answerFromPassages(llm, "hoeveel avondtoeslag krijg ik", [hit], "reformulate");
    expect(answer).toMatchObject({ by: "llm" });
    expect(answer.answer).toContain("Voor avonduren krijg je 25% toeslag.\n\nVoor nachturen 30%.");
  });

  it("gets the share of verdicts it is told to wrong", async () => {
    const erring = asLlm(oracleModel(faqs, questions, [], { errs: 1 }));
    expect(await verifyCandidate(erring, "wnr komt mn loon", faq("faq-loon"))).toBe(false);
    expect(await verifyCandidate(erring, "wnr komt mn loon", faq("faq-ziek"))).toBe(true);
    // The text after the right one; none when the right one is last; the first when none is right.
    expect(await pickCandidate(erring, "wnr komt mn loon", [faq("faq-loon"), faq("faq-ziek")])).toBe(1);
    expect(await pickCandidate(erring, "wnr komt mn loon", [faq("faq-ziek"), faq("faq-loon")])).toBe(-1);
    expect(await pickCandidate(erring, "wie wint vanavond", [faq("faq-loon"), evening])).toBe(0);
    // A share of 0.3: about three in ten of 400 different questions' verdicts, the same ones when asked again.
    const many = Array.from({ length: 400 }, (_, i) =>
      q(`m-${i}`, `wanneer komt mijn loon, vraag ${i}`, { faq: "faq-loon" }),
    );
    const some = asLlm(oracleModel(faqs, many, [], { errs: 0.3 }));
    const verdicts = () => Promise.all(many.map((m) => verifyCandidate(some, m.text, faq("faq-loon"))));
    const first = await verdicts();
    const wrongShare = first.filter((v) => v === false).length / many.length;
    expect(wrongShare).toBeGreaterThan(0.24);
    expect(wrongShare).toBeLessThan(0.36);
    expect(await verdicts()).toEqual(first);
  });

  it("misreading a question, takes any text for its answer, on every look", async () => {
    const misreading = asLlm(oracleModel(faqs, questions, [], { errs: 1, misreads: true }));
    expect(await verifyCandidate(misreading, "wnr komt mn loon", faq("faq-ziek"))).toBe(true);
    expect(await verifyCandidate(misreading, "wnr komt mn loon", faq("faq-loon"))).toBe(true);
    expect(await pickCandidate(misreading, "wnr komt mn loon", [faq("faq-loon"), faq("faq-ziek")])).toBe(1);
    expect(await pickCandidate(misreading, "wie wint vanavond", [faq("faq-loon"), evening])).toBe(0);
  });
});
