import { describe, expect, it } from "vitest";
import { pickableFaqs } from "./faq-search.ts";

const faqs = [
  { id: "a", question: "Hoeveel vakantiedagen heb ik?", alternative_questions: ["Vrije dagen per jaar?"] },
  { id: "b", question: "Wanneer krijg ik mijn salaris?", alternative_questions: [] },
  { id: "c", question: "Hoe ruil ik een dienst?", answer: "Vraag het je planner via de app." },
];

describe("pickableFaqs", () => {
  it("puts the suggested FAQ first and keeps the rest in order", () => {
    expect(pickableFaqs(faqs, "", "c").map((f) => f.id)).toEqual(["c", "a", "b"]);
    expect(pickableFaqs(faqs, "", null).map((f) => f.id)).toEqual(["a", "b", "c"]);
  });

  it("matches every word in the question or a phrasing, ignoring case and accents", () => {
    expect(pickableFaqs(faqs, "VRIJE jaar", null).map((f) => f.id)).toEqual(["a"]);
    expect(pickableFaqs(faqs, "salarís", null).map((f) => f.id)).toEqual(["b"]);
    expect(pickableFaqs(faqs, "dienst salaris", null)).toEqual([]);
    // The answer counts too: staff remember what an FAQ says as often as how it asks.
    expect(pickableFaqs(faqs, "planner", null).map((f) => f.id)).toEqual(["c"]);
    // A diminutive or plural finds the word as the FAQ writes it.
    expect(pickableFaqs(faqs, "vakantiedagjes", null).map((f) => f.id)).toEqual(["a"]);
    expect(pickableFaqs(faqs, "diensten", null).map((f) => f.id)).toEqual(["c"]);
    expect(pickableFaqs(faqs, "salarisje", null).map((f) => f.id)).toEqual(["b"]);
  });

  it("leaves a suggested FAQ out when it does not match", () => {
    expect(pickableFaqs(faqs, "salaris", "a").map((f) => f.id)).toEqual(["b"]);
  });
});
