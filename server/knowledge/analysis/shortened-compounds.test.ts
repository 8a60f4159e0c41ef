import { describe, expect, it } from "vitest";
import { findAnswers } from "../answer/find-answer.ts";
import { buildIndex } from "../index/knowledge-index.ts";
import type { Knowledge } from "../index/load-knowledge.ts";
import { tokenize } from "./normalize.ts";
import { buildThesaurus } from "./thesaurus.ts";

const words = (text: string) => tokenize(text).map((t) => t.word);

describe("shortened compounds", () => {
  it("reads 'zon- en feestdagen' as zondagen and feestdagen", () => {
    expect(words("Op zon- en feestdagen 100%")).toEqual(["op", "zondagen", "en", "feestdagen", "100", "procent"]);
  });

  it("takes the shared head from the word list, after en or of, and for a whole list", () => {
    expect(words("avond- en nachturen")).toEqual(["avonduren", "en", "nachturen"]);
    expect(words("je loon- of urenstrook")).toEqual(["je", "loonstrook", "of", "urenstrook"]);
    expect(words("zon-, feest- en gedenkdagen")).toEqual(["zondagen", "feestdagen", "en", "gedenkdagen"]);
  });

  it("keeps each word's place in the text", () => {
    const [, zon] = tokenize("Op zon- en feestdagen");
    expect(zon).toEqual({ word: "zondagen", start: 3, end: 6 });
  });

  it("leaves hyphens that shorten nothing alone", () => {
    expect(words("e-mail en post")).toEqual(["e", "mail", "en", "post"]);
    expect(words("van 20:00 - 24:00 en daarna")).toEqual(["van", "20:00", "24:00", "en", "daarna"]);
    expect(words("zon- en nog iets")).toEqual(["zon", "en", "nog", "iets"]);
  });

  it("answers a question about zondag from a table row on 'zon- en feestdagen'", () => {
    const passage = (id: string, text: string) => ({
      kind: "passage" as const,
      id,
      title: "",
      text,
      source: "Toeslagen.csv",
      texts: [{ field: "body" as const, text }],
    });
    const knowledge: Knowledge = {
      faqs: buildIndex([]),
      passages: buildIndex([
        passage("avond", "Tijdvak: ma–vr 20:00–24:00; Toeslag: 25%; Toelichting: avonduren"),
        passage("zaterdag", "Tijdvak: zaterdag; Toeslag: 50%; Toelichting: hele dag"),
        passage("zondag", "Tijdvak: zon- en feestdagen; Toeslag: 100%; Toelichting: hele dag, ook 's nachts"),
      ]),
      thesaurus: buildThesaurus(),
      vectors: null,
    };
    const [found] = findAnswers(knowledge, "hoeveel toeslag krijg ik op zondag");
    expect(found.chosen?.doc.id ?? found.runnerUp?.doc.id).toBe("zondag");
  });
});
