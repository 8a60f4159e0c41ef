import { describe, expect, it } from "vitest";
import { buildThesaurus } from "../../knowledge/analysis/thesaurus.ts";
import { findAnswers } from "../../knowledge/answer/find-answer.ts";
import { faqInput } from "../../knowledge/index/faq-input.ts";
import { buildIndex } from "../../knowledge/index/knowledge-index.ts";
import type { Knowledge } from "../../knowledge/index/load-knowledge.ts";
import { politeRemarkOf } from "./polite-remark.ts";

const knowledge: Knowledge = {
  faqs: buildIndex(
    [
      ["pas", "Ik ben mijn personeelspas kwijt. Wat nu?", "Meld het bij de receptie; een nieuwe pas kost € 10."],
      ["ruilen", "Kan ik een dienst ruilen met een collega?", "Ja, ruil je dienst in de app onder Diensten."],
      ["ziek", "Hoe meld ik me ziek?", "Bel de planning voor 08:00 op 050-1234567."],
      ["loon", "Wanneer wordt mijn loon uitbetaald?", "Je loon staat elke vrijdag op je rekening."],
      ["wachten", "Hoe lang duurt het voor mijn verlof is goedgekeurd?", "Binnen vijf werkdagen krijg je antwoord."],
    ].map(([id, question, answer]) => faqInput({ id, question, answer })),
  ),
  passages: buildIndex([]),
  thesaurus: buildThesaurus(),
  vectors: null,
};
const remark = (text: string) => politeRemarkOf(text, findAnswers(knowledge, text));

describe("politeRemarkOf", () => {
  it("answers thanks and an ok in kind around words the knowledge base finds nothing for", () => {
    expect(remark("thanks man, je bent een topper")).toBe("thanks");
    expect(remark("dankjewel, dan ga ik dat morgen doen")).toBe("thanks");
    expect(remark("oke dan weet ik genoeg, fijne dag nog")).toBe("goodbye");
    expect(remark("super, kan ik mee verder")).toBe("ack");
    expect(remark("duidelijk, dan wacht ik het af")).toBe("ack");
    expect(remark("aha oke wist ik niet eens, thx voor de uitleg")).toBe("thanks");
    expect(remark("ah zo. balen maar oke")).toBe("ack");
    // A greeting that announces its question.
    expect(remark("hallo ik heb ff een vraag over mn contract")).toBe("greeting");
  });

  it("is never a question, a problem, a 'but', or a greeting before a question", () => {
    for (const text of [
      "thx, ik ben mn pas kwijt",
      "top! mag ik morgen ruilen met een collega",
      "oke, en in het weekend",
      "top, tot hoe laat kan ik me ziekmelden",
      "bedankt maar het werkt nog steeds niet",
      "ok, is mijn rijbewijs goed genoeg",
      "is mn rijbewijs goed genoeg voor de inschrijving",
      "hoi, mijn fiets is gestolen",
      "top, en mijn pasje",
      "bedankt?",
      "ok wanneer hoor ik iets",
      "thx! mijn vriendin werkt ook bij jullie, krijgt zij dat ook",
    ])
      expect(remark(text), text).toBeNull();
  });
});
