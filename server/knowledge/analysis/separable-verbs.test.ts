import { describe, expect, it } from "vitest";
import { tokenize } from "./normalize.ts";
import { separableVerbs } from "./separable-verbs.ts";

const joined = (question: string) => separableVerbs(tokenize(question), () => true).map((s) => s.verb.word);

describe("separableVerbs", () => {
  it("joins a verb and the particle that ends its clause", () => {
    expect(joined("hoe vraag ik vrij aan")).toEqual(["vraag … aan"]);
    expect(joined("hoe meld ik me af bij de planning")).toEqual(["meld … af"]);
    expect(joined("hoe geef ik mijn gewerkte uren door")).toEqual(["geef … door"]);
  });

  it("joins the infinitive with 'te' between particle and verb", () => {
    expect(joined("hoe lang heb ik om een fout door te geven")).toEqual(["door te geven"]);
    expect(joined("wanneer moet ik mijn vakantie aan te vragen")).toEqual(["aan te vragen"]);
    // "te" before a noun is no verb: "op te hoog" holds none.
    expect(joined("is mijn loon op te hoog gezet")).toEqual([]);
  });

  it("leaves a preposition before a noun phrase and a possessive alone", () => {
    expect(joined("ik krijg steeds een foutmelding bij het aanmelden")).toEqual([]);
    expect(joined("krijgen we een hesje in het magazijn")).toEqual([]);
    expect(joined("mag ik mijn mobiel in mijn zak houden")).toEqual([]);
  });

  it("takes no counted word for a verb, and no particle before a place", () => {
    // "weken" is also a verb (to soak), "in" its particle: counted, it is weeks.
    expect(joined("ik wil 3 weken naar familie in marokko")).toEqual([]);
    expect(joined("ik werk 2 dagen in hoogezand")).toEqual([]);
    expect(joined("ik werk de nacht van zondag op maandag")).toEqual([]);
  });
});
