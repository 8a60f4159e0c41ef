import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "../analysis/analyze-question.ts";
import { buildThesaurus } from "../analysis/thesaurus.ts";
import { sentences } from "../sentences.ts";
import { askedDetails } from "./asked-detail.ts";
import { askedNumbers, holdsNumber } from "./asked-numbers.ts";
import { extractForGroups } from "./extract-for-groups.ts";

const vocabulary = { hasKey: () => true, closestWord: () => null };
const extract = (question: string, text: string) =>
  extractForGroups(analyzeQuestion(question, buildThesaurus([]), vocabulary), text, 450, question);

const leave =
  "Plan een bezoek aan de huisarts of tandarts zo veel mogelijk buiten je werktijd. " +
  "Lukt dat niet, dan krijg je maximaal 2 uur kort verzuim per bezoek betaald. " +
  "Laat op verzoek je afsprakenkaart zien. " +
  "Bij brand thuis krijg je calamiteitenverlof. De kantine sluit om 14:00.";

describe("extractForGroups", () => {
  it("quotes the sentence after the subject when it holds the limit asked for", () => {
    const answer = extract("mag ik onder werktijd naar de tandarts", leave);
    expect(answer).toContain("maximaal 2 uur");
    expect(answer).not.toContain("kantine");
  });

  it("quotes the limit after the subject's sentence even when it repeats a word of the question", () => {
    const calamity =
      "Bij een noodsituatie thuis, zoals een gesprongen waterleiding of brand, krijg je calamiteitenverlof. " +
      "Bij brand duurt het verlof zo lang als nodig is, met een maximum van 1 dag. De kantine sluit om 14:00.";
    const answer = extract("mag ik naar huis als thuis de waterleiding is gesprongen of er brand is", calamity);
    expect(answer).toContain("maximum van 1 dag");
    expect(answer).not.toContain("kantine");
  });

  it("quotes the consequence for 'wat gebeurt er als', not only the sentence naming the subject", () => {
    const rules =
      "Bij opdrachtgevers in de logistiek worden steekproefsgewijs blaastesten afgenomen. " +
      "Wie onder invloed is of een test weigert, wordt direct van de werkvloer verwijderd. " +
      "De kantine sluit om 14:00.";
    const answer = extract("wat gebeurt er als je positief blaast bij een alcoholtest", rules);
    expect(answer).toContain("verwijderd");
    expect(answer).not.toContain("kantine");
  });

  it("adds no next sentence when the subject's own sentence already gives the detail", () => {
    const rules =
      "Sieraden en horloges zijn niet toegestaan in de bakkerij. Roken mag alleen op de aangewezen plek buiten. " +
      "Telefoongebruik is alleen in de pauze toegestaan.";
    expect(extract("mag ik mn horloge om in de bakkerij", rules)).toBe(
      "Sieraden en horloges zijn niet toegestaan in de bakkerij.",
    );
    expect(extract("mag ik roken", rules)).toBe("Roken mag alleen op de aangewezen plek buiten.");
  });

  it("quotes one item of a list, not the whole list", () => {
    const list =
      "In deze situaties krijg je verlof met behoud van loon:\n• bij je verhuizing: 1 dag per jaar; • bij je eigen huwelijk: 2 dagen; • bij een uitvaart: 1 dag.";
    const answer = extract("hoeveel verlof krijg ik bij mijn huwelijk", list);
    expect(answer).toContain("bij je eigen huwelijk: 2 dagen;");
    expect(answer).not.toContain("uitvaart");
  });

  const ages =
    "Tabel 2 – Vakantiedagen per jaar\n" +
    "Leeftijd: tot 18 jaar; Vakantiedagen per jaar: 28 dagen\n" +
    "Leeftijd: 18 t/m 54 jaar; Vakantiedagen per jaar: 25 dagen\n" +
    "Leeftijd: 55 t/m 59 jaar; Vakantiedagen per jaar: 27 dagen\n" +
    "Leeftijd: 60 jaar en ouder; Vakantiedagen per jaar: 29 dagen";

  it("quotes the whole row of a table that takes in the number asked, and only that row", () => {
    expect(extract("hoeveel vakantiedagen heb ik als ik 55 ben", ages)).toBe(
      "Leeftijd: 55 t/m 59 jaar; Vakantiedagen per jaar: 27 dagen",
    );
    expect(extract("hoeveel vakantiedagen heb ik als ik 17 ben", ages)).toBe(
      "Leeftijd: tot 18 jaar; Vakantiedagen per jaar: 28 dagen",
    );
    expect(extract("ik ben 63, hoeveel vakantiedagen krijg ik", ages)).toBe(
      "Leeftijd: 60 jaar en ouder; Vakantiedagen per jaar: 29 dagen",
    );
  });

  it("quotes the row of a table that matches the question best, not the rows beside it", () => {
    const surcharges =
      "Tijdvak: ma–vr 20:00–24:00; Toeslag: 25%; Toelichting: avonduren\n" +
      "Tijdvak: ma–vr 00:00–06:00; Toeslag: 50%; Toelichting: nachturen\n" +
      "Tijdvak: zaterdag; Toeslag: 50%; Toelichting: hele dag\n" +
      "Tijdvak: zon- en feestdagen; Toeslag: 100%; Toelichting: hele dag, ook 's nachts";
    expect(extract("hoeveel toeslag krijg ik op zondag", surcharges)).toBe(
      "Tijdvak: zon- en feestdagen; Toeslag: 100%; Toelichting: hele dag, ook 's nachts",
    );
    expect(extract("hoeveel toeslag krijg ik op zaterdag", surcharges)).toBe(
      "Tijdvak: zaterdag; Toeslag: 50%; Toelichting: hele dag",
    );
  });

  it("keeps a row's value that a table read cell by cell put on the next line", () => {
    const cells = "Leeftijd\nVakantiedagen per jaar\n18 t/m 54 jaar\n25 dagen\n55 t/m 59 jaar\n27 dagen";
    expect(extract("hoeveel vakantiedagen heb ik als ik 55 ben", cells)).toBe("55 t/m 59 jaar\n27 dagen");
  });

  it("never answers with a table's caption: its number is no amount", () => {
    const answer = extract("hoeveel vakantiedagen heb ik als ik 55 ben", ages);
    expect(answer).not.toContain("Tabel 2");
    const captioned = "Tabel 2 – Vakantiedagen per jaar\nBij een fulltime contract: 25 dagen";
    expect(extract("hoeveel vakantiedagen krijg ik", captioned)).toBe("Bij een fulltime contract: 25 dagen");
  });

  it("falls back to the opening when no question word is in the passage", () => {
    expect(extract("iets heel anders", "Eerste zin. Tweede zin.")).toBe("Eerste zin. Tweede zin.");
  });
});

describe("askedNumbers and holdsNumber", () => {
  it("reads plain counts from a question, not times, dates or codes", () => {
    expect(askedNumbers("hoeveel dagen als ik 55 ben")).toEqual([55]);
    expect(askedNumbers("krijg ik toeslag om 20:00 op 1-1")).toEqual([]);
    expect(askedNumbers("hoeveel voor mn s3 schoenen")).toEqual([]);
  });
  it("finds the number in a sentence, in a range or a bound", () => {
    expect(holdsNumber("55 t/m 59 jaar", 57)).toBe(true);
    expect(holdsNumber("tot 18 jaar", 17)).toBe(true);
    expect(holdsNumber("tot 18 jaar", 18)).toBe(false);
    expect(holdsNumber("60 jaar en ouder", 63)).toBe(true);
    expect(holdsNumber("vanaf 21 jaar", 20)).toBe(false);
    expect(holdsNumber("tussen 20:00-24:00 uur", 24)).toBe(false);
    expect(holdsNumber("Je krijgt 55 euro", 55)).toBe(true);
  });
});

describe("askedDetails", () => {
  it("reads the detail asked for from how the question is put", () => {
    const holds = (q: string, s: string) => askedDetails(q).some((d) => d.test(s));
    expect(holds("hoeveel krijg ik terug", "Je krijgt € 50 terug.")).toBe(true);
    expect(holds("hoeveel krijg ik terug", "Je krijgt een deel terug.")).toBe(false);
    expect(holds("hoe heet de vertrouwenspersoon", "Dat is Sietske Bouma.")).toBe(true);
    expect(askedDetails("waar is de kantine")).toEqual([]);
  });
});

describe("sentences", () => {
  it("splits list items at bullets and line breaks", () => {
    expect(sentences("Je krijgt:\n• 1 dag; • 2 dagen.")).toEqual(["Je krijgt:", "1 dag;", "2 dagen."]);
  });
});
