import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { buildThesaurus } from "../analysis/thesaurus.ts";
import { faqInput } from "../index/faq-input.ts";
import { buildIndex } from "../index/knowledge-index.ts";
import type { Knowledge } from "../index/load-knowledge.ts";
import { passageInput } from "../index/passage-input.ts";
import { answerThreshold } from "../scoring/scorer.ts";
import { explain } from "./explain-answer.ts";
import { findAnswers } from "./find-answer.ts";
import { offerChoices } from "./offer-choices.ts";

const faq = (id: string, question: string, answer: string) => faqInput({ id, question, answer });

const knowledge: Knowledge = {
  faqs: buildIndex([
    faq("vertrouwenspersoon", "Wie is de vertrouwenspersoon?", "Onze externe vertrouwenspersoon is Sietske Bouma."),
    faq(
      "vertrouwenspersoon-contact",
      "Hoe bereik ik de vertrouwenspersoon?",
      "Bel de vertrouwenspersoon op 050-1234570 of mail vertrouwenspersoon@voorbeeld.nl.",
    ),
    faq("hr", "Hoe kan ik HR bereiken?", "HR bereik je op werkdagen via 050-1234567 of hr@voorbeeld.nl."),
    faq("fases", "Hoe werken de fases A, B en C?", "Je begint in fase A, na 52 weken ga je naar fase B."),
    faq("werkschoenen", "Heb ik werkschoenen nodig?", "Ja, veiligheidsschoenen zijn verplicht in het magazijn."),
    faq("ziek", "Hoe meld ik me ziek?", "Bel de planning voor 08:00."),
    faq("beschikbaarheid", "Hoe geef ik mijn beschikbaarheid door?", "In de app onder Beschikbaarheid, elke week."),
    faq("vog", "Heb ik een VOG nodig?", "Voor het beveiligde DC vraag je een VOG aan bij Justis."),
  ]),
  passages: buildIndex([]),
  thesaurus: buildThesaurus(),
  vectors: null,
};
/** A handbook section: its heading and its text. */
const passage = (id: string, title: string, text: string) =>
  passageInput({ id, title, text, source: "personeelshandboek.md" });
/** The knowledge above with only these FAQs. */
const withFaqs = (...faqs: ReturnType<typeof faq>[]): Knowledge => ({ ...knowledge, faqs: buildIndex(faqs) });
// Two FAQs that match "vakantiedagen" alike.
const tied = withFaqs(
  faq("aantal", "Hoeveel vakantiedagen heb ik per jaar?", "Fulltime 25 per jaar."),
  faq("uitbetalen", "Kan ik vakantiedagen laten uitbetalen?", "Ja, in december."),
);
const shown = (f: { chosen: { doc: { id: string } } | null; runnerUp: { doc: { id: string } } | null }) =>
  (f.chosen ?? f.runnerUp)?.doc.id;

describe("findAnswers with several questions in one message", () => {
  it("reads a question that points back ('haar', 'daarvoor') with the topic of the one before", () => {
    const parts = findAnswers(knowledge, "wie is de vertrouwenspersoon en hoe kan ik haar bereiken");
    expect(parts.map((p) => p.question)).toEqual(["wie is de vertrouwenspersoon", "hoe kan ik haar bereiken"]);
    // On its own words the second is HR's contact; it asks for the vertrouwenspersoon's.
    expect(parts.map(shown)).toEqual(["vertrouwenspersoon", "vertrouwenspersoon-contact"]);
    expect(shown(findAnswers(knowledge, "hoe kan ik haar bereiken")[0])).toBe("hr");
  });

  it("reads a question that asks 'also' with the topic of the one before, when that reading is surer", () => {
    const k = withFaqs(
      faq(
        "ziek-loon",
        "Krijg ik loon als ik ziek ben?",
        "Vanaf de tweede dag 91%; de eerste ziektedag is een wachtdag.",
      ),
      faq("eerste-dag", "Wat gebeurt er op mijn eerste werkdag?", "Op je eerste dag krijg je een rondleiding."),
    );
    const parts = findAnswers(k, "krijg ik loon als ik ziek ben? ook voor de eerste dag?");
    // Both ask about sick pay, so the message gets that answer once, not the first day's tour.
    expect(parts.map(shown)).toEqual(["ziek-loon"]);
    expect(shown(findAnswers(k, "ook voor de eerste dag?")[0])).toBe("eerste-dag");
  });

  it("reads a question it cannot place with what the employee said of themselves before ('ben ziek')", () => {
    const k = withFaqs(
      faq("ziek", "Hoe meld ik me ziek?", "Bel de planning voor 08:00."),
      faq(
        "ziek-loon",
        "Krijg ik loon als ik ziek ben?",
        "Vanaf de tweede dag 91%; de eerste ziektedag is een wachtdag.",
      ),
      // Two first days that are paid: on its own words the question cannot choose.
      faq(
        "inwerken",
        "Hoe verloopt mijn eerste werkdag?",
        "Je eerste dag begint met een rondleiding; die uren worden betaald.",
      ),
      faq("proefdag", "Wordt een proefdag betaald?", "Ja, ook een eerste dag op proef wordt betaald."),
    );
    const parts = findAnswers(k, "ben ziek, hoe meld ik me af en krijg ik de eerste dag wel betaald?");
    expect(parts.map((p) => p.outcome)).toEqual(["answer", "answer"]);
    expect(parts.map(shown)).toEqual(["ziek", "ziek-loon"]);
    // Without the state the second part is not sick pay.
    const alone = findAnswers(k, "hoe meld ik me af en krijg ik de eerste dag wel betaald?");
    expect(alone.map((p) => p.outcome === "answer" && shown(p) === "ziek-loon")).not.toContain(true);
    expect(alone.at(-1)?.outcome).toBe("handover");
  });

  it("hands over a bare question word after a question it could not place ('jullie hebben les? welke dag?')", () => {
    const k = withFaqs(
      faq("ziek", "Hoe meld ik me beter?", "Meld je beter in de app."),
      faq(
        "welkom",
        "Wie zijn wij?",
        "We werken voor opdrachtgevers in de logistiek; nieuwe collega's krijgen les in veilig werken.",
      ),
    );
    const message = "ik wil beter nederlands praten voor werk. jullie hebben les? welke dag?";
    expect(findAnswers(k, message).every((p) => p.outcome === "handover")).toBe(true);
  });

  it("answers the question it can and hands the other over, instead of dropping it", () => {
    const parts = findAnswers(knowledge, "hoe werken de fases? en mag ik mijn hond meenemen naar kantoor");
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatchObject({ outcome: "answer", question: "hoe werken de fases?" });
    expect(parts[0].chosen?.doc.id).toBe("fases");
    expect(parts[1]).toMatchObject({ outcome: "handover", question: "en mag ik mijn hond meenemen naar kantoor" });
  });

  it("hands over a question that leans on a part about the employee's own case, whatever its topics find", () => {
    const k = withFaqs(
      faq("pas", "Ik ben mijn personeelspas kwijt. Wat nu?", "Een nieuwe pas kost € 15; dat houden we in op je loon."),
    );
    const message = "er is 15 euro van mn loon ingehouden voor een pas maar ik ben mn pas niet kwijt?? waarom is dat";
    const answers = findAnswers(k, message);
    expect(answers.every((p) => p.outcome === "handover")).toBe(true);
    expect(answers.at(-1)?.reason).toBe(nl.assistant.reasonOwnRecord);
  });
});

describe("findAnswers with a statement after the question", () => {
  it("answers the question, and does not hand the statement over as a question of its own", () => {
    const parts = findAnswers(knowledge, "hoe meld ik me ziek? ben lid van de fnv en woon in winschoten");
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ outcome: "answer", question: "hoe meld ik me ziek?" });
    expect(parts[0].chosen?.doc.id).toBe("ziek");
  });
});

describe("findAnswers with the employee's previous message", () => {
  it("does not answer a follow-up with what the previous message asked ('en hoe vraag ik die aan?')", () => {
    const k = withFaqs(
      faq(
        "aantal",
        "Hoeveel vakantiedagen heb ik per jaar?",
        "Bij een fulltime contract heb je 25 vakantiedagen per jaar.",
      ),
      faq("aanvragen", "Hoe vraag ik vakantie aan?", "Vakantie vraag je aan in de app onder 'Verlof'."),
      faq("ziek", "Hoe meld ik me ziek?", "Bel vóór 07:00 je consulent."),
    );
    const [found] = findAnswers(
      k,
      "en hoe vraag ik die aan?",
      undefined,
      undefined,
      "Hoeveel vakantiedagen heb ik per jaar?",
    );
    expect(found.chosen?.doc.id).not.toBe("aantal");
  });

  it("reads a follow-up without a topic of its own with the previous message's", () => {
    const [found] = findAnswers(
      knowledge,
      "en hoe kan ik haar bereiken?",
      undefined,
      undefined,
      "wie is de vertrouwenspersoon",
    );
    expect(shown(found)).toBe("vertrouwenspersoon-contact");
    // The question shown to staff is the one the employee asked.
    expect(found.question).toBe("en hoe kan ik haar bereiken?");
    expect(shown(findAnswers(knowledge, "en hoe kan ik haar bereiken?")[0])).toBe("hr");
  });

  it("keeps a self-contained question's own reading when the previous message's topics make it less sure", () => {
    const [found] = findAnswers(
      knowledge,
      "hoe werken de fases?",
      undefined,
      undefined,
      "wie is de vertrouwenspersoon",
    );
    expect(found.chosen?.doc.id).toBe("fases");
  });

  it("carries a mass noun or an abbreviation the word list lacks ('beschikbaarheid', 'vog')", () => {
    const readAfter = (before: string, question: string) =>
      shown(findAnswers(knowledge, question, undefined, undefined, before)[0]);
    expect(readAfter("hoe geef ik mn beschikbaarheid door", "voor wanneer moet dat binnen zijn")).toBe(
      "beschikbaarheid",
    );
    expect(readAfter("de opdrachtgever wil een vog van me", "moet ik die zelf betalen?")).toBe("vog");
  });

  it("reads a follow-up whose only nouns say when ('deze week') with the previous message's topic", () => {
    const hours = withFaqs(
      faq("uren", "Hoe geef ik mijn uren door?", "Uren die maandag zijn goedgekeurd, worden die week uitbetaald."),
      faq("loon", "Wanneer wordt mijn loon uitbetaald?", "Je loon over de vorige week staat vrijdag op je rekening."),
    );
    const question = "en tot wanneer moet dat om het deze week nog uitbetaald te krijgen";
    expect(shown(findAnswers(hours, question, undefined, undefined, "hoe geef ik mn uren door")[0])).toBe("uren");
    expect(shown(findAnswers(hours, question)[0])).toBe("loon");
  });

  it("leaves a question that names its own topic as it is", () => {
    const [found] = findAnswers(
      knowledge,
      "hoe werken de fases dan?",
      undefined,
      undefined,
      "wie is de vertrouwenspersoon",
    );
    expect(found).toMatchObject({ outcome: "answer" });
    expect(found.chosen?.doc.id).toBe("fases");
  });
});

describe("findAnswers about one's own record", () => {
  const payslips = withFaqs(
    faq("fout", "Mijn loonstrook klopt niet. Wat moet ik doen?", "Mail salaris@voorbeeld.nl met je personeelsnummer."),
    faq("vinden", "Waar vind ik mijn loonstrook?", "In de app onder Documenten."),
    faq("saldo", "Hoeveel vakantiedagen krijg ik?", "Fulltime 25 per jaar."),
  );

  it("answers with the FAQ staff wrote for that very situation", () => {
    const [found] = findAnswers(payslips, "mn loonstrook klopt niet");
    expect(found).toMatchObject({ outcome: "answer", chosen: { doc: { id: "fout" } } });
  });

  it("hands over when the FAQ that matches states a rule, not that situation", () => {
    const [found] = findAnswers(payslips, "hoeveel vakantiedagen heb ik nog");
    expect(found).toMatchObject({ outcome: "handover", reason: nl.assistant.reasonOwnRecord });
  });
});

describe("findAnswer between two equally good FAQs", () => {
  it("is no surer than a coin toss, so the employee gets both to choose from", () => {
    const [found] = findAnswers(tied, "vakantiedagen");
    expect(found.outcome).toBe("handover");
    expect(found.confidence).toBeLessThan(0.55);
    expect(
      offerChoices(found)
        .map((c) => c.doc.id)
        .sort(),
    ).toEqual(["aantal", "uitbetalen"]);
  });
});

describe("explain", () => {
  it("tells staff, for a question not answered, which candidate came closest and the confidence it needed", () => {
    const [part] = explain(findAnswers(tied, "vakantiedagen")).parts;
    expect(part).toMatchObject({ outcome: "handover", chosen: null });
    expect(["aantal", "uitbetalen"]).toContain(part.runnerUp?.id);
    expect(part.needed).toBe(answerThreshold("faq"));
    expect(part.confidence).toBeLessThan(part.needed ?? 0);
  });

  it("gives no threshold for an answer: it was met", () => {
    const [part] = explain(findAnswers(knowledge, "hoe werken de fases A, B en C")).parts;
    expect(part.outcome).toBe("answer");
    expect(part.needed).toBeUndefined();
  });
});

describe("a request for leave is not a question about the number of days", () => {
  // Found by a colleague trying the product: the thesaurus took "verlof aanvragen" for
  // "vakantiedagen", so the days FAQ (with "hoeveel verlof heb ik" as a phrasing) beat the
  // handbook's own section on requesting leave.
  const leave: Knowledge = {
    ...knowledge,
    faqs: buildIndex([
      faqInput({
        id: "dagen",
        question: "Hoeveel vakantiedagen heb ik per jaar?",
        answer: "Bij een fulltime dienstverband heb je 25 vakantiedagen per jaar.",
        alternative_questions: ["hoeveel verlof heb ik"],
      }),
    ]),
    passages: buildIndex([
      passage(
        "aanvragen",
        "Verlof aanvragen",
        "Verlof vraag je minimaal twee weken van tevoren aan via het HR-portaal. Je leidinggevende keurt het verlof goed binnen vijf werkdagen.",
      ),
      passage(
        "bijzonder",
        "Bijzonder verlof",
        "Bij je eigen huwelijk krijg je twee dagen bijzonder verlof. Bij overlijden van een naaste krijg je maximaal vier dagen verlof.",
      ),
    ]),
  };

  it("answers 'hoe vraag ik verlof aan' with the section on requesting it", () => {
    const [found] = findAnswers(leave, "hoe vraag ik verlof aan");
    expect(found.chosen?.doc.id ?? found.runnerUp?.doc.id).toBe("aanvragen");
    expect(findAnswers(leave, "hoeveel vakantiedagen heb ik")[0].chosen?.doc.id).toBe("dagen");
  });

  it("reads a grandmother or a father as the 'naaste' a handbook speaks of", () => {
    for (const q of ["mijn oma is overleden, krijg ik vrij?", "mn vader is overleden krijg ik verlof"])
      expect(findAnswers(leave, q)[0].chosen?.doc.id, q).toBe("bijzonder");
  });
});

describe("a later question of a message that names no topic of its own", () => {
  // Found by a buyer's evaluator: "wanneer word ik uitbetaald" names no noun, so it was read
  // with the holiday question before it, picked the same FAQ, and the message fell back to
  // one answer: the second question was dropped.
  const pay = withFaqs(
    faq("vakantie-uren", "Hoeveel vakantie-uren bouw ik op?", "Je bouwt per gewerkt uur 10,87% vakantie-uren op."),
    faq(
      "reiskosten",
      "Hoe kan ik mijn reiskosten declareren?",
      "In de app onder Declaraties; € 0,23 per kilometer, uitbetaald met je weekloon.",
    ),
    faq("loon", "Wanneer wordt mijn loon uitbetaald?", "Je loon wordt elke vrijdag uitbetaald."),
  );

  it("is answered on its own words when reading it with the question before only repeats that answer", () => {
    for (const message of [
      "hoeveel vakantie uren bouw ik op? en wanneer word ik uitbetaald?",
      "hoe declareer ik reiskosten en wanneer word ik uitbetaald",
    ]) {
      const parts = findAnswers(pay, message);
      expect(parts.map((p) => p.outcome)).toEqual(["answer", "answer"]);
      expect(parts[1].chosen?.doc.id).toBe("loon");
    }
  });
});

describe("a topic the employee names outright", () => {
  // Found by a buyer's evaluator: the thesaurus reads "fietsvergoeding" as reiskosten, so the
  // FAQ on reiskosten (€ 0,23 per kilometer) was sent while the handbook has a section on the
  // fietsvergoeding itself, with its own amount.
  const text = "Kom je met de fiets naar je werk, dan krijg je € 0,10 per kilometer, tot € 60 per maand.";
  const bike = {
    ...withFaqs(
      faq(
        "reiskosten",
        "Hoe kan ik mijn reiskosten declareren?",
        "Je krijgt € 0,23 per kilometer vanaf 10 km enkele reis.",
      ),
    ),
    passages: buildIndex([passage("fiets", "Fietsvergoeding", text)]),
  };

  it("is answered by the passage that names it rather than the FAQ that reaches it through a synonym", () => {
    const [found] = findAnswers(bike, "hoeveel fietsvergoeding krijg ik per kilometer");
    expect(found.outcome).toBe("answer");
    expect(found.chosen?.doc.id).toBe("fiets");
  });

  it("still finds the FAQ through the synonym when no text names the topic", () => {
    const [found] = findAnswers(
      { ...bike, passages: buildIndex([]) },
      "hoeveel fietsvergoeding krijg ik per kilometer",
    );
    expect(found.chosen?.doc.id ?? found.runnerUp?.doc.id).toBe("reiskosten");
  });
});

describe("a word the employee names outright that is no noun ('opzeg')", () => {
  const text =
    "Voor een contract in fase B geldt een opzegtermijn van 14 kalenderdagen, zowel voor jou als voor ons. Zeg je contract altijd schriftelijk op.";
  const k = {
    ...withFaqs(
      faq(
        "fases",
        "Hoe werken de fases A, B en C?",
        "Je begint in fase A: 52 gewerkte weken met een uitzendbeding, die eindigt zodra de opdracht bij de opdrachtgever stopt. Daarna ga je naar fase B, waarin je contracten voor bepaalde tijd krijgt.",
      ),
    ),
    passages: buildIndex([passage("opzegtermijn", "Opzegtermijn", text)]),
  };

  it("is the passage's, not the FAQ's that reaches it only through a synonym ('stoppen met werken')", () => {
    const [found] = findAnswers(k, "opzeg in fase B?");
    expect(found.chosen?.doc.id ?? found.runnerUp?.doc.id).toBe("opzegtermijn");
  });
});

describe("a phrase that hangs on a negation", () => {
  // "kan niet komen" is searched by its one content word; the salary FAQ's phrasing (as staff
  // attached it from the inbox) holds that word and says nothing about not coming.
  const salary = faqInput({
    id: "salaris",
    question: "Wanneer wordt mijn salaris betaald?",
    answer: "Elke 4 weken op vrijdag. Je loonstrook komt een dag eerder in de app.",
    alternative_questions: ["wanneer komt het geld op mijn rekening"],
  });
  const calledOff = faq(
    "afmelden",
    "Wat doe ik als ik niet kan komen?",
    "Meld je af bij de planner, uiterlijk de avond ervoor.",
  );

  it("is not found in a text that has its word without the negation", () => {
    const [found] = findAnswers(withFaqs(salary), "ik kan morgen niet komen");
    expect(found.outcome).toBe("handover");
    expect(found.chosen).toBeNull();
  });

  it("is found where the text negates too", () => {
    const [found] = findAnswers(withFaqs(salary, calledOff), "ik kan morgen niet komen");
    expect(found.chosen?.doc.id ?? found.runnerUp?.doc.id).toBe("afmelden");
  });
});

describe("a question staff attached as an FAQ's phrasing", () => {
  const leave = withFaqs(
    faqInput({
      id: "aanvragen",
      question: "Hoe vraag ik verlof aan?",
      answer: "Vraag verlof minimaal 4 weken van tevoren aan via de app.",
      alternative_questions: ["hoeveel dagen verlof van tevoren aanvragen"],
    }),
    faq("aantal", "Hoeveel vakantiedagen krijg ik?", "Fulltime krijg je 25 vakantiedagen per jaar."),
  );

  it("is answered by that FAQ, though its answer counts in weeks where the question asks for days", () => {
    const [found] = findAnswers(leave, "hoeveel dagen verlof van tevoren aanvragen");
    expect(found.outcome).toBe("answer");
    expect(found.chosen?.doc.id).toBe("aanvragen");
  });
});

describe("a question that says more than the phrasing it matches", () => {
  const org = withFaqs(
    faqInput({
      id: "salaris",
      question: "Wanneer wordt mijn salaris betaald?",
      answer: "Elke 4 weken op vrijdag.",
      alternative_questions: ["wanneer krijg ik geld"],
    }),
    faq("werkschoenen", "Krijg ik werkschoenen?", "Ja, vraag ze aan bij je leidinggevende."),
    faq("reiskosten", "Krijg ik reiskosten vergoed?", "Ja, €0,23 per kilometer."),
  );

  it("is still answered as the phrasing when it is the phrasing", () => {
    const [found] = findAnswers(org, "wnr krijg ik geld?");
    expect(found.outcome).toBe("answer");
    expect(found.chosen?.doc.id).toBe("salaris");
  });

  it("offers both when another FAQ names the topic the phrasing lacks, and says why", () => {
    const [found] = findAnswers(org, "wanneer krijg ik geld voor schoenen");
    expect(found.outcome).toBe("handover");
    expect(offerChoices(found).map((c) => c.doc.id)).toEqual(["salaris", "werkschoenen"]);
    expect(explain([found]).parts[0].reason).toBe(nl.assistant.reasonPhrasingWidened("schoenen"));
  });
});

describe("the explanation of a text that ranked first but was passed over", () => {
  it("names that text and why, so staff do not look for the fault in the words", () => {
    const leave = withFaqs(
      faq("aanvragen", "Hoe vraag ik verlof aan?", "Vraag verlof minimaal 4 weken van tevoren aan via de app."),
      faq("aantal", "Hoeveel vakantiedagen krijg ik?", "Fulltime krijg je 25 vakantiedagen per jaar."),
    );
    const [found] = findAnswers(leave, "hoeveel dagen verlof krijg ik");
    expect(found.passedOver).toEqual({ title: "Hoe vraag ik verlof aan?", why: "answerType" });
    expect(explain([found]).parts[0].reason).toContain(
      nl.assistant.reasonPassedOver.answerType("Hoe vraag ik verlof aan?"),
    );
  });
});
