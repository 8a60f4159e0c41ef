import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "../analysis/analyze-question.ts";
import { buildThesaurus } from "../analysis/thesaurus.ts";
import { buildIndex, type Field } from "../index/knowledge-index.ts";
import { featuresOf, groupWeights } from "./candidate-features.ts";

const PHRASING = "Door privéomstandigheden kan ik mijn dienst van vanavond niet draaien, hoe kan ik die afzeggen?";

/** One FAQ about cancelling a shift whose employee-typed phrasing sits in `field`, beside an unrelated one. */
function featuresFor(question: string, field: Field) {
  const faq = (id: string, title: string, answer: string, extra: Array<{ field: Field; text: string }>) => ({
    kind: "faq" as const,
    id,
    title,
    text: answer,
    source: title,
    texts: [{ field: "question" as const, text: title }, ...extra, { field: "answer" as const, text: answer }],
  });
  const index = buildIndex([
    faq("afzeggen", "Hoe zeg ik een dienst af?", "Zeg je dienst uiterlijk 48 uur vooraf af in de app.", [
      { field, text: PHRASING },
    ]),
    faq("loon", "Wanneer krijg ik mijn loon?", "Elke vrijdag staat je loon op je rekening.", []),
  ]);
  const groups = analyzeQuestion(question, buildThesaurus(), {
    hasKey: (key) => index.keyIds.has(key),
    closestWord: () => null,
  });
  return featuresOf(index, index.docs[0], groups, groupWeights([index], groups, question), question).features;
}

describe("featuresOf: staff-attached phrasings", () => {
  it("a phrasing the question fully asks for counts as the FAQ's own question would", () => {
    expect(featuresFor(PHRASING, "variant").titleCoverage).toBeCloseTo(featuresFor(PHRASING, "question").titleCoverage);
  });

  it("a question sharing only a phrasing's context words gets a fraction of what its own question would give", () => {
    const offTopic = "wat voor weer wordt het vanavond, moet ik draaien?";
    const asVariant = featuresFor(offTopic, "variant");
    const asQuestion = featuresFor(offTopic, "question");
    expect(asQuestion.titleCoverage).toBeGreaterThan(0);
    expect(asVariant.titleCoverage).toBeLessThan(asQuestion.titleCoverage / 2);
    expect(asVariant.titleLikeness).toBeLessThan(asQuestion.titleLikeness / 2);
  });
});

/** An index of FAQs that have only a question, in order. */
const indexOfTitles = (titles: string[]) =>
  buildIndex(
    titles.map((title, i) => ({
      kind: "faq" as const,
      id: String(i),
      title,
      text: "",
      source: title,
      texts: [{ field: "question" as const, text: title }],
    })),
  );

/** `question` read against the index's words, with the weight of each group and of one by its surface. */
function weighed(index: ReturnType<typeof buildIndex>, question: string) {
  const groups = analyzeQuestion(question, buildThesaurus([]), {
    hasKey: (key) => index.keyIds.has(key),
    closestWord: () => null,
  });
  const weights = groupWeights([index], groups, question);
  const of = (surface: string) => weights.weight[groups.findIndex((g) => g.surface === surface)];
  return { groups, weights, of };
}

/** The features of `question` for each of some FAQs that have only a question, in order. */
function featuresOfTitles(titles: string[], question: string) {
  const index = indexOfTitles(titles);
  const groups = analyzeQuestion(question, buildThesaurus(), { hasKey: () => true, closestWord: () => null });
  const weights = groupWeights([index], groups, question);
  return index.docs.map((doc) => featuresOf(index, doc, groups, weights, question).features);
}

describe("featuresOf: words inside a compound", () => {
  it("a word the text holds only inside a compound ('geld' in 'vakantiegeld') covers less than the word itself", () => {
    const [compound, word] = featuresOfTitles(
      ["Wanneer krijg ik vakantiegeld?", "Wanneer krijg ik geld?"],
      "wanneer krijg ik geld",
    );
    expect(compound.titleCoverage).toBeGreaterThan(0);
    expect(compound.titleCoverage).toBeCloseTo(word.titleCoverage * 0.6);
  });
});

describe("groupWeights: when a question is asked about", () => {
  it("a day, month, place or clock time ('donderdag', 'juni', 'hoogezand', 'om 6 uur') weighs half what an equally rare topic word does", () => {
    const index = buildIndex([
      {
        kind: "faq" as const,
        id: "verlof",
        title: "Hoe vraag ik verlof aan?",
        text: "Vraag verlof aan in de app, ook voor donderdag of juni.",
        source: "",
        texts: [{ field: "question" as const, text: "Hoe vraag ik verlof aan? Donderdag juni Hoogezand" }],
      },
    ]);
    const { of } = weighed(index, "verlof donderdag juni hoogezand");
    expect(of("donderdag")).toBeCloseTo(of("verlof") / 2);
    expect(of("juni")).toBeCloseTo(of("verlof") / 2);
    expect(of("hoogezand")).toBeCloseTo(of("verlof") / 2);
    // "volgende week" and "om 6 uur" name when; a week or hours on their own may be what is asked.
    const weightIn = (question: string, surface: string) => {
      const groups = analyzeQuestion(question, buildThesaurus([]), { hasKey: () => true, closestWord: () => null });
      return groupWeights([index], groups, question).weight[groups.findIndex((g) => g.surface === surface)];
    };
    expect(weightIn("verlof volgende week", "week")).toBeCloseTo(weightIn("verlof in de week", "week") / 2);
    expect(weightIn("is de kantine om 6 uur open", "uur")).toBeCloseTo(weightIn("is de kantine 6 uur open", "uur") / 2);
    // "half december": the part of a month is when too.
    expect(weightIn("kan ik half december", "half")).toBeCloseTo(weightIn("kan ik half", "half") / 2);
  });
});

describe("featuresOf: a phrase asked with a stop word", () => {
  it("'meer uren' is likest the title that says 'meer uren', not one that only has 'uren'", () => {
    const [more, report] = featuresOfTitles(
      ["Hoe kan ik meer uren werken?", "Hoe geef ik mijn gewerkte uren door?"],
      "kan ik meer uren krijgen",
    );
    expect(more.titleLikeness).toBeGreaterThan(report.titleLikeness);
  });
});

describe("groupWeights: a thesaurus phrase", () => {
  it("'wanneer moet ik werken' weighs as rare as what it means (rooster), not as its common word 'werk'", () => {
    const index = indexOfTitles([
      "Waar kan ik mijn rooster zien?",
      "Welk identiteitsbewijs moet ik laten zien?",
      "Hoe laat begint het werk?",
      "Mag ik werken als ik 16 ben?",
      "Werk ik ook op zondag?",
    ]);
    const question = "waar kan ik zien wanneer ik volgende week moet werken";
    const { groups, weights, of } = weighed(index, question);
    // "werk" is in four of the five FAQs, "zien" in two, "rooster" in one.
    expect(of("wanneer moet ik werken")).toBeGreaterThan(of("zien"));
    // So "zien" alone, in the ID-document FAQ, covers under half the question, not nearly all of it.
    const [rooster, id] = index.docs.map((d) => featuresOf(index, d, groups, weights, question).features);
    expect(id.coverage).toBeLessThan(0.5);
    expect(rooster.coverage).toBeGreaterThan(id.coverage);
  });
});

describe("featuresOf: a phrase's words in a passage", () => {
  /** The coverage of "vast contract" in each passage, in order. */
  function coverageIn(bodies: string[]) {
    const index = buildIndex(
      bodies.map((text, i) => ({
        kind: "passage" as const,
        id: String(i),
        title: "",
        text,
        source: "",
        texts: [{ field: "body" as const, text }],
      })),
    );
    const question = "wanneer krijg ik een vast contract";
    const groups = analyzeQuestion(question, buildThesaurus([]), { hasKey: () => true, closestWord: () => null });
    const weights = groupWeights([index], groups, question);
    return index.docs.map((d) => featuresOf(index, d, groups, weights, question).features.coverage);
  }

  it("far apart ('je vaste aanspreekpunt voor je contract') they cover less than together ('een vast contract')", () => {
    const [apart, together, oneBetween] = coverageIn([
      "Je intercedent is je vaste aanspreekpunt voor je contract en je planning.",
      "In fase C krijg je een vast contract van ons.",
      "In fase C krijg je een vast nieuw contract van ons.",
    ]);
    expect(together).toBeGreaterThan(0);
    expect(apart).toBeCloseTo(together * 0.6);
    // One word between the two still says the phrase.
    expect(oneBetween).toBeCloseTo(together);
  });
});
