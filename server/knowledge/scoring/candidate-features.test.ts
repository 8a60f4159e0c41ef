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

/** The features of `question` for each of some FAQs that have only a question, in order. */
function featuresOfTitles(titles: string[], question: string) {
  const index = buildIndex(
    titles.map((title, i) => ({
      kind: "faq" as const,
      id: String(i),
      title,
      text: "",
      source: title,
      texts: [{ field: "question" as const, text: title }],
    })),
  );
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
  it("a day, month or place ('donderdag', 'juni', 'hoogezand') weighs half what an equally rare topic word does", () => {
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
    const question = "verlof donderdag juni hoogezand";
    const groups = analyzeQuestion(question, buildThesaurus([]), {
      hasKey: (key) => index.keyIds.has(key),
      closestWord: () => null,
    });
    const { weight } = groupWeights([index], groups, question);
    const of = (surface: string) => weight[groups.findIndex((g) => g.surface === surface)];
    expect(of("donderdag")).toBeCloseTo(of("verlof") / 2);
    expect(of("juni")).toBeCloseTo(of("verlof") / 2);
    expect(of("hoogezand")).toBeCloseTo(of("verlof") / 2);
    // "volgende week" names when; a week on its own may be what is asked.
    const setting = "verlof volgende week";
    const asked = analyzeQuestion(setting, buildThesaurus([]), { hasKey: () => true, closestWord: () => null });
    const perWeek = "verlof in de week";
    const per = analyzeQuestion(perWeek, buildThesaurus([]), { hasKey: () => true, closestWord: () => null });
    const weekOf = (q: string, gs: typeof groups) =>
      groupWeights([index], gs, q).weight[gs.findIndex((g) => g.surface === "week")];
    expect(weekOf(setting, asked)).toBeCloseTo(weekOf(perWeek, per) / 2);
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
    const doc = (id: string, title: string) => ({
      kind: "faq" as const,
      id,
      title,
      text: "",
      source: title,
      texts: [{ field: "question" as const, text: title }],
    });
    const index = buildIndex([
      doc("rooster", "Waar kan ik mijn rooster zien?"),
      doc("id", "Welk identiteitsbewijs moet ik laten zien?"),
      ...["Hoe laat begint het werk?", "Mag ik werken als ik 16 ben?", "Werk ik ook op zondag?"].map((t, i) =>
        doc(`werk${i}`, t),
      ),
    ]);
    const question = "waar kan ik zien wanneer ik volgende week moet werken";
    const groups = analyzeQuestion(question, buildThesaurus([]), {
      hasKey: (key) => index.keyIds.has(key),
      closestWord: () => null,
    });
    const { weight } = groupWeights([index], groups, question);
    const of = (surface: string) => weight[groups.findIndex((g) => g.surface === surface)];
    // "werk" is in four of the five FAQs, "zien" in two, "rooster" in one.
    expect(of("wanneer moet ik werken")).toBeGreaterThan(of("zien"));
    // So "zien" alone, in the ID-document FAQ, covers under half the question, not nearly all of it.
    const [rooster, id] = index.docs.map(
      (d) => featuresOf(index, d, groups, groupWeights([index], groups, question), question).features,
    );
    expect(id.coverage).toBeLessThan(0.5);
    expect(rooster.coverage).toBeGreaterThan(id.coverage);
  });
});
