import { describe, expect, it } from "vitest";
import { tokenize } from "./normalize.ts";
import { termOf } from "./term-keys.ts";

const key = (word: string) => termOf(word)?.key;

describe("Dutch term keys", () => {
  it("meets inflections of one word: plurals, diminutives, verb forms", () => {
    expect(key("fietsen")).toBe(key("fiets"));
    expect(key("dagen")).toBe(key("dag"));
    expect(key("salarissen")).toBe(key("salaris"));
    expect(key("uurtjes")).toBe(key("uur"));
    // The longest listed stem: a "weekje" is a week (not "wee"), a "kaartje" a kaart (not "kaar").
    expect(key("weekjes")).toBe(key("weken"));
    expect(key("kaartje")).toBe(key("kaart"));
    expect(key("lampje")).toBe(key("lamp"));
    expect(key("boompje")).toBe(key("boom"));
    expect(key("bonnetje")).toBe(key("bon"));
    expect(key("woninkje")).toBe(key("woning"));
    expect(key("betaald")).toBe(key("betalen"));
    expect(key("gewerkt")).toBe(key("werk"));
    expect(key("afgemeld")).toBe(key("afmelden"));
    expect(key("uitbetaald")).toBe(key("uitbetaling"));
    // A listed participle with a particle and a short stem: "ingevuld" is "ingevulde", "invullen".
    expect(key("ingevuld")).toBe(key("invullen"));
    expect(key("ingevuld")).toBe(key("ingevulde"));
    // A vowel that opens the word, and a doubled vowel with v/f: "uren" is "uur", "geven" is "geef".
    expect(key("uren")).toBe(key("uur"));
    expect(key("doorgeven")).toBe(key("doorgeef"));
  });

  it("splits compounds into dictionary parts, both spellings meeting", () => {
    expect(termOf("loonstrookje")?.parts).toEqual([key("loon"), key("strook")]);
    expect(key("loonstroken")).toBe(key("loonstrookje"));
    expect(termOf("werktijden")?.parts).toEqual([key("werk"), key("tijd")]);
    expect(termOf("personeelspas")?.parts).toEqual([key("personeel"), key("pas")]);
    expect(termOf("reiskostenvergoeding")?.parts).toEqual([key("reis"), key("kosten"), key("vergoeding")]);
    expect(termOf("weekloon")?.parts).toEqual([key("week"), key("loon")]);
  });

  it("leaves whole words whole: listed words with short parts, day names, derivations", () => {
    for (const word of ["pensioen", "diensten", "roosters", "vrijdag", "weekend", "veiligheid", "kantine"])
      expect(termOf(word)?.parts, word).toEqual([]);
  });

  it("reads a strong verb's participle as its verb, the changed vowel too", () => {
    expect(key("gevonden")).toBe(key("vinden"));
    expect(key("gestolen")).toBe(key("stelen"));
    expect(key("gesneden")).toBe(key("snijden"));
    expect(key("gebroken")).toBe(key("breken"));
    expect(key("gelopen")).toBe(key("lopen"));
    expect(key("gevallen")).toBe(key("vallen"));
    expect(key("ingeschreven")).toBe(key("inschrijven"));
    // "redden" has a regular past ("redde", "gered"), so "gereden" is of "rijden".
    expect(key("gereden")).toBe(key("rijden"));
    // "gekregen" is a form of the phrasing verb "krijgen": no content word.
    expect(termOf("gekregen")).toBeNull();
    // A noun the word list names keeps its own reading: "gegevens" are data, not "geven".
    expect(key("gegevens")).not.toBe(key("geven"));
  });

  it("keeps a loan verb in -eren whole, so its participle meets it: 'geblokkeerd' is no 'blok' + 'keer'", () => {
    expect(key("geblokkeerd")).toBe(key("blokkeren"));
    expect(key("geaccepteerd")).toBe(key("accepteren"));
    for (const word of ["geblokkeerd", "presenteren", "retourneren"]) expect(termOf(word)?.parts, word).toEqual([]);
    // After a particle it is a separable verb still: "terugkeren" holds "terug".
    expect(termOf("terugkeer")?.parts).toEqual([key("terug"), key("keer")]);
  });

  it("drops stop and phrasing words", () => {
    for (const word of ["de", "hoeveel", "krijg", "mijn", "eigenlijk"]) expect(termOf(word), word).toBeNull();
  });
});

describe("tokenize", () => {
  it("folds case and diacritics and writes WhatsApp abbreviations out", () => {
    expect(tokenize("Wnr krijg ik mn ÉÉN loonstrook").map((t) => t.word)).toEqual([
      "wanneer",
      "krijg",
      "ik",
      "mijn",
      "een",
      "loonstrook",
    ]);
    // "'s avonds" typed without its apostrophe.
    expect(tokenize("smorgens open?").map((t) => termOf(t.word)?.key ?? null)).toEqual([null, key("morgens"), "open"]);
  });

  it("keeps a word that looks like an inflected stop word ('open', 'maart') as a content word", () => {
    expect(["open", "maart", "mens"].map((w) => termOf(w)?.key ?? null)).not.toContain(null);
    expect(termOf("geopend")?.key).toBe(termOf("open")?.key);
  });

  it("keeps amounts and times whole, and reads '€' and '%' as the words employees ask with", () => {
    expect(tokenize("€8,50 om 20:00").map((t) => t.word)).toEqual(["euro", "8,50", "om", "20:00"]);
    expect(tokenize("je krijgt 91% van je loon").map((t) => t.word)).toEqual([
      "je",
      "krijgt",
      "91",
      "procent",
      "van",
      "je",
      "loon",
    ]);
  });

  it("writes an ordinal out as the texts do: '2e kerstdag' is 'tweede kerstdag'", () => {
    expect(tokenize("op 2e kerstdag, de 1ste dag, week 12e").map((t) => t.word)).toEqual([
      "op",
      "tweede",
      "kerstdag",
      "de",
      "eerste",
      "dag",
      "week",
      "12",
    ]);
  });
});

describe("the verb gelden", () => {
  it("is no money: 'hier geldt', 'andere regels gelden' hold no content word", () => {
    expect(termOf("geldt")).toBeNull();
    expect(termOf("gelden")).toBeNull();
    expect(termOf("geld")?.key).toBeTruthy();
  });
});
