import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { countWords } from "./count-words.ts";
import { looksLikePeopleList } from "./looks-like-people-list.ts";
import { personEntries } from "./person-entries.ts";

// As processing counts: over each passage's text (its lines may be joined into one paragraph).
function judge(...passages: string[]): boolean {
  const names = passages.flatMap(personEntries);
  const words = passages.reduce((sum, p) => sum + countWords(p), 0);
  return looksLikePeopleList({ entries: names.length, distinctNames: new Set(names).size, words });
}

const HANDBOOK_WITH_CONTACTS = [
  "Contactpersonen. Voor vragen over je salaris bel je Petra Smit van de salarisadministratie op 020-1234567. Vertrouwenspersoon is Jan de Vries, bereikbaar op 06-12345678.",
  "Feestdagen. Nieuwjaarsdag 1 januari 2026, Goede Vrijdag 3 april 2026, Tweede Paasdag 6 april 2026, Koningsdag 27 april 2026, Bevrijdingsdag 5 mei 2026, Hemelvaartsdag 14 mei 2026, Tweede Pinksterdag 25 mei 2026, Eerste Kerstdag 25 december 2026, Tweede Kerstdag 26 december 2026.",
  "Verlof. Medewerkers met een fulltime contract hebben recht op 25 vakantiedagen per jaar. Volgens Artikel 7:634 BW bouw je over elke gewerkte maand verlof op. De Wet Arbeidsmarkt in Balans 2020 bepaalt de premie.",
  "Ziekte. Meld je voor 09:00 ziek bij je leidinggevende. Na 42 dagen meldt de werkgever je ziek bij het UWV. Maandag tot en met Vrijdag zijn we bereikbaar van 08:30 tot 17:00.",
];

describe("a document that reads as a list of people", () => {
  it("a staff list, its lines joined into one paragraph as a PDF or text file gives them", () => {
    expect(
      judge(
        "Personeelslijst magazijn",
        "Jan Jansen, BSN 111222333, geboren 12-03-1985 Sara de Boer, BSN 123456782, geboren 01-07-1990 Piet Klaassen 06-12345678 05-05-1978 Mohammed El Amrani, personeelsnummer 1004, in dienst 01-02-2020 Anouk van der Berg 1005 14-11-1999",
      ),
    ).toBe(true);
  });

  it("a spreadsheet of employees, each row as its columns' 'Naam: …; Personeelsnummer: …'", () => {
    const rows = ["Jan Jansen", "Sara de Boer", "Piet Klaassen", "Fatma Yilmaz", "Kees de Wit", "Lotte Bakker"].map(
      (name, i) =>
        `Naam: ${name}; Personeelsnummer: ${1001 + i}; Geboortedatum: 0${i + 1}-03-1985; Functie: magazijnmedewerker; Afdeling: logistiek; Contract: 32 uur`,
    );
    expect(judge(rows.join("\n"))).toBe(true);
  });

  it("a birthday list", () => {
    expect(
      judge(
        "Verjaardagen: Jan Jansen 12 maart, Sara de Boer 3 april, Piet Klaassen 19 mei, Fatma Yilmaz 2 juni, Kees de Wit 30 augustus.",
      ),
    ).toBe(true);
  });
});

describe("an ordinary handbook is no list of people", () => {
  it("with a few contacts, a table of holidays, articles of law and opening hours", () => {
    expect(judge(...HANDBOOK_WITH_CONTACTS)).toBe(false);
  });

  it("the evaluation's handbook (it must answer as it did)", () => {
    const text = fs.readFileSync(new URL("../../eval/data/handbook.md", import.meta.url), "utf8");
    expect(judge(...text.split(/\n\s*\n/))).toBe(false);
  });

  it("a short note that names one colleague with a date, twice", () => {
    expect(judge("Jan Jansen werkt vanaf 1 januari in de nachtploeg. Jan Jansen is bereikbaar op 06-12345678.")).toBe(
      false,
    );
  });

  it("five names without numbers (a team page) are no list of people with their numbers", () => {
    expect(judge("Ons team: Jan Jansen, Sara de Boer, Piet Klaassen, Fatma Yilmaz en Kees de Wit.")).toBe(false);
  });
});
