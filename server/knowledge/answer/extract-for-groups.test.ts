import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "../analysis/analyze-question.ts";
import { buildThesaurus } from "../analysis/thesaurus.ts";
import { sentences } from "../sentences.ts";
import { askedDetails } from "./asked-detail.ts";
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

  it("falls back to the opening when no question word is in the passage", () => {
    expect(extract("iets heel anders", "Eerste zin. Tweede zin.")).toBe("Eerste zin. Tweede zin.");
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
