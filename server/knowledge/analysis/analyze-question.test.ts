import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "./analyze-question.ts";
import { isNoun, isPlaceName } from "./dutch-lexicon.ts";
import { termOf } from "./term-keys.ts";
import { buildThesaurus } from "./thesaurus.ts";

const vocabulary = { hasKey: () => true, closestWord: () => null };
const topics = (q: string) =>
  Object.fromEntries(analyzeQuestion(q, buildThesaurus([]), vocabulary).map((g) => [g.surface, g.topic]));

describe("question topics", () => {
  it("knows a noun from a verb or an adverb by the word list's flags", () => {
    for (const noun of ["scooter", "vlucht", "brievenbus", "kerstpakket", "buurman"]) expect(isNoun(noun)).toBe(true);
    for (const other of ["resetten", "veranderd", "helpen", "meteen", "snel"]) expect(isNoun(other)).toBe(false);
    // The list has "uren" as a word of its own, without the flags its singular "uur" has.
    expect(isNoun("uren")).toBe(true);
  });

  it("knows a place's name from the word list's capitalised entries, and no ordinary word as one", () => {
    for (const place of ["hoogezand", "leeuwarden", "groningen", "marokko"]) expect(isPlaceName(place)).toBe(true);
    for (const other of ["werk", "kantine", "sietske", "vakantie"]) expect(isPlaceName(other)).toBe(false);
  });

  it("marks what a question is about, compounds by their head, phrasing words not", () => {
    expect(topics("wie betaalt de schade aan mijn scooter")).toMatchObject({
      schade: true,
      scooter: true,
      betaalt: false,
    });
    expect(topics("hoe vraag ik zorgtoeslag aan")).toMatchObject({ zorgtoeslag: true });
    expect(topics("de link om mijn wachtwoord te resetten werkt niet")).toMatchObject({
      wachtwoord: true,
      resetten: false,
    });
  });
});

describe("words people write differently from the organisation's texts", () => {
  // The organisation's texts use "werkschoenen", "verhuizing" and "overuren", nothing else.
  const known = (words: string[]) => {
    const keys = new Set(words.map((w) => analyzeQuestion(w, buildThesaurus([]), vocabulary)[0].key));
    return { hasKey: (key: string) => keys.has(key), closestWord: () => null };
  };
  const org = known(["werkschoenen", "verhuizing", "overuren"]);
  const surfaces = (q: string) => analyzeQuestion(q, buildThesaurus([]), org).map((g) => g.surface);

  it("joins a compound written apart when the organisation writes it whole", () => {
    expect(surfaces("heb ik werk schoenen nodig")).toEqual(["werkschoenen", "nodig"]);
    expect(surfaces("percentage voor over uren")).toEqual(["percentage", "overuren"]);
    // Words neither the organisation nor the thesaurus writes together stay apart.
    expect(surfaces("tuin stoel")).toEqual(["tuin", "stoel"]);
  });

  it("joins a compound written apart when the thesaurus knows it, and brings its synonyms", () => {
    const groups = analyzeQuestion("inschrijven met verblijfs vergunning", buildThesaurus([]), org);
    const document = groups.find((g) => g.surface === "verblijfsvergunning");
    expect(document?.alternatives.map((a) => a.label)).toContain("identiteitsbewijs");
    // Only as the thesaurus writes it: "pas maandag" (only on Monday) shares paasmaandag's key.
    expect(surfaces("ben pas maandag begonnen")).toContain("maandag");
  });

  it("reads 'hoe laat', 'hoe vroeg', 'hoe heet' and 'hoe lang duurt' as question words, not as the late shift or the heat", () => {
    expect(surfaces("vanaf hoe laat heb je op oudjaar toeslag")).toEqual(["oudjaar", "toeslag"]);
    expect(surfaces("hoe vroeg moet ik er zijn")).toEqual([]);
    expect(surfaces("hoe heet de vertrouwenspersoon")).toEqual(["vertrouwenspersoon"]);
    // "hoe lang duurt het" asks how long it takes; "hoe lang is de opzegtermijn" keeps its "lang".
    expect(surfaces("hoe lang duurt het om een werkgeversverklaring te krijgen")).toEqual(["werkgeversverklaring"]);
    expect(surfaces("hoe lang is de opzegtermijn")).toContain("lang");
    expect(surfaces("ik heb een late dienst")).toContain("late dienst");
    // "welke dag" asks when; the days one can work are what "welke dagen ik kan" asks about.
    expect(surfaces("loon welke dag?")).toEqual(["loon"]);
    expect(surfaces("op welke dagen is de kantine open")).toContain("dagen");
  });

  it("reads 'extra' asked about Sunday or evening work as the allowance, 'extra pauze' not", () => {
    const labels = (q: string) =>
      analyzeQuestion(q, buildThesaurus([]), org)
        .find((g) => g.surface === "extra")
        ?.alternatives.map((a) => a.label);
    expect(labels("wat krijg ik extra voor een zondag shift")).toContain("toeslag");
    expect(labels("krijgen we extra pauze als het heet is")).not.toContain("toeslag");
  });

  it("does not read 'vast' (a permanent contract) as fasting: the thesaurus keys words by their stem", () => {
    const labels = analyzeQuestion("wanneer word ik vast", buildThesaurus([]), org).flatMap((g) =>
      g.alternatives.map((a) => a.label),
    );
    expect(labels).not.toContain("pauze");
  });

  it("reads an age the question states as a question about the leeftijd", () => {
    const groups = analyzeQuestion("ik ben 16, mag ik in het magazijn werken", buildThesaurus([]), org);
    expect(groups[0].surface).toBe("leeftijd");
    expect(groups[0].alternatives.map((a) => a.label)).toContain("minimumleeftijd");
    expect(surfaces("ik werk 16 uur")).not.toContain("leeftijd");
    // The age is read as that, not also as a number no text holds.
    expect(groups.map((g) => g.surface)).not.toContain("16");
    expect(surfaces("ik werk 16 uur")).toContain("16");
  });

  it("gives a phrase the synonyms of its last word too: 'wanneer krijg ik mijn loon' is also salaris", () => {
    const [group] = analyzeQuestion("wanneer krijg ik mijn loon", buildThesaurus([]), org);
    expect(group.surface).toBe("wanneer krijg ik mijn loon");
    expect(group.alternatives.map((a) => a.label)).toContain("salaris");
    // But "een deel van mijn loon" is an advance: what it leaves out of "loon" is a noun, and
    // no word for loon means an advance.
    const [part] = analyzeQuestion("een deel van mijn loon", buildThesaurus([]), org);
    expect(part.alternatives.map((a) => a.label)).toContain("voorschot");
    expect(part.alternatives.map((a) => a.label)).not.toContain("uitbetaling");
  });

  it("reads a verb written apart as joined inside a phrase: 'geef ik mijn uren door' is 'uren doorgeven'", () => {
    const groups = analyzeQuestion("hoe geef ik mijn uren door", buildThesaurus([]), known(["doorgeven"]));
    expect(groups.map((g) => g.surface)).toEqual(["uren doorgeven"]);
    expect(groups[0].alternatives.map((a) => a.label)).toContain("uren invullen");
  });

  it("reads 'ik kom niet in de app' as a log-in problem, not as missing a shift", () => {
    const labels = analyzeQuestion("ik kom niet in de app", buildThesaurus([]), org).flatMap((g) =>
      g.alternatives.map((a) => a.label),
    );
    expect(labels).toContain("inloggen");
    expect(labels).not.toContain("dienst afzeggen");
  });

  it("reads an age to come as a birthday too, which youth-wage texts call being jarig", () => {
    const labels = (q: string) => analyzeQuestion(q, buildThesaurus([]), org)[0].alternatives.map((a) => a.label);
    expect(labels("ik word volgende maand 20, krijg ik dan meer per uur")).toContain("jarig");
    expect(labels("ik ben 16, mag ik in het magazijn werken")).not.toContain("jarig");
  });

  it("finds the action noun the texts use for the verb asked with", () => {
    const [group] = analyzeQuestion("verhuizen", buildThesaurus([]), org);
    expect(group.alternatives.map((a) => a.label)).toContain("verhuizing");
    const [other] = analyzeQuestion("verhuizen", buildThesaurus([]), known(["werkschoenen"]));
    expect(other.alternatives.map((a) => a.label)).not.toContain("verhuizing");
  });

  it("joins a separable verb written apart when the texts use it, and only a verb", () => {
    const texts = known(["aanvragen", "afmelden", "doorgeven", "recht"]);
    const groups = (q: string) => analyzeQuestion(q, buildThesaurus([]), texts).map((g) => g.key);
    expect(groups("hoe vraag ik een parkeervergunning aan")).toContain(termOf("aanvragen")?.key);
    expect(groups("hoe geef ik mijn gewerkte pauzes door")).toContain(termOf("doorgeven")?.key);
    // With a noun the thesaurus joins it with, the verb is read inside that phrase.
    expect(groups("hoe vraag ik verlof aan")).toContain(`${termOf("verlof")?.key} ${termOf("aanvragen")?.key}`);
    // The verb and its particle count once, joined, with the joined verb's synonyms; "meld"
    // alone still half-matches.
    const afmelden = analyzeQuestion("hoe meld ik me af", buildThesaurus([]), texts);
    expect(afmelden).toHaveLength(1);
    expect(afmelden[0].alternatives.map((a) => [a.keys.join(" "), a.factor, a.via])).toEqual(
      expect.arrayContaining([
        [termOf("afmelden")?.key, 1, "exact"],
        [termOf("meld")?.key, 0.5, "part"],
        [`${termOf("dienst")?.key} ${termOf("afzeggen")?.key}`, 0.85, "synonym"],
      ]),
    );
    // A preposition right after its word, an auxiliary or no verb at all: nothing joined.
    expect(groups("hoeveel dagen heb je recht op")).not.toContain(termOf("oprecht")?.key);
    expect(groups("ik word gepest door een collega op de afdeling")).not.toContain(termOf("opeen")?.key);
  });

  it("takes a compound for a kind of its head, two parts long when those are a word", () => {
    const head = (word: string) =>
      analyzeQuestion(word, buildThesaurus([]), vocabulary)[0].alternatives.find((a) => a.via === "head")?.keys;
    expect(head("werkschoenen")).toEqual([termOf("schoenen")?.key]);
    expect(head("werkhandschoenen")).toEqual([termOf("handschoenen")?.key]);
  });

  it("matches a corrected typo by its parts and synonyms too", () => {
    const texts = { hasKey: () => false, closestWord: (w: string) => (w === "ziekmeldne" ? "ziekmelden" : null) };
    const thesaurus = buildThesaurus([{ term: "ziekmelden", synonyms: ["verzuimmelding"] }]);
    const [group] = analyzeQuestion("ziekmeldne", thesaurus, texts);
    const typo = group.alternatives.filter((a) => a.via !== "exact").map((a) => a.keys.join(" "));
    expect(typo).toEqual(
      expect.arrayContaining([termOf("ziekmelden")?.key, `${termOf("ziek")?.key} ${termOf("melden")?.key}`]),
    );
    expect(group.alternatives.some((a) => a.via === "synonym" && a.label === "verzuimmelding")).toBe(true);
  });

  it("reads a corrected typo as the kind of word it was meant to be: 'loonstrok' names a thing", () => {
    // Split as it stands, "loonstrok" is loon + trok (a verb's past tense): no topic.
    const texts = { hasKey: () => false, closestWord: (w: string) => (w === "loonstrok" ? "loonstrook" : null) };
    const [group] = analyzeQuestion("loonstrok", buildThesaurus([]), texts);
    expect(group.alternatives).toContainEqual(expect.objectContaining({ via: "typo", label: "loonstrook" }));
    expect(group.topic).toBe(true);
  });

  it("finds no injury in the rent: 'huur' shares its key with the English 'hurt'", () => {
    const [group] = analyzeQuestion("probleem met de huur", buildThesaurus([]), vocabulary).filter(
      (g) => g.surface === "huur",
    );
    expect(group.alternatives.map((a) => a.label)).not.toContain("ongeval");
  });

  it("finds no sickness in overtime: 'overwerk' shares its key with 'overwerkt' (burned out)", () => {
    const [group] = analyzeQuestion("en overwerk, wordt dat ook uitbetaald?", buildThesaurus([]), vocabulary).filter(
      (g) => g.surface === "overwerk",
    );
    expect(group.alternatives.map((a) => a.label)).not.toContain("ziek");
    expect(group.alternatives.map((a) => a.label)).toContain("overuren");
  });

  it("reads a misspelt word only the thesaurus knows as that word, by its synonyms", () => {
    const unknown = { hasKey: () => false, closestWord: () => null };
    const [group] = analyzeQuestion("anuleren", buildThesaurus([]), unknown);
    expect(group.alternatives.map((a) => a.label)).toContain("afzeggen");
    // Two thesaurus words equally near: no guess.
    const tie = buildThesaurus([
      { term: "kaarten", synonyms: ["pas"] },
      { term: "kaartem", synonyms: ["bon"] },
    ]);
    const [unsure] = analyzeQuestion("kaartep", tie, unknown);
    expect(unsure.alternatives.map((a) => a.label)).not.toContain("pas");
  });

  it("drops letter greetings and slips of long phrasing words, but not a word of the texts", () => {
    const surfaces = (
      q: string,
      texts = { hasKey: (key: string) => key !== termOf("wanner")?.key, closestWord: () => null },
    ) => analyzeQuestion(q, buildThesaurus([]), texts).map((g) => g.surface);
    expect(surfaces("Geachte heer/mevrouw, wanner wordt het loon overgemaakt? Bij voorbaat dank")).toEqual([
      "loon",
      "overgemaakt",
    ]);
    // "wanner" as a word of the organisation's own texts stays.
    const own = { hasKey: (key: string) => key === termOf("wanner")?.key, closestWord: () => null };
    expect(surfaces("wanner", own)).toEqual(["wanner"]);
  });

  it("reads a c written as k when the texts spell the word with c", () => {
    const texts = { hasKey: (key: string) => key === termOf("contract")?.key, closestWord: () => null };
    const [group] = analyzeQuestion("kontrakt", buildThesaurus([]), texts);
    expect(group.alternatives).toContainEqual(expect.objectContaining({ via: "typo", label: "contract" }));
  });

  it("finds a compound by a part's synonym: salarisverhoging is also loon + verhoging", () => {
    const [group] = analyzeQuestion("salarisverhoging", buildThesaurus([]), vocabulary);
    const keys = group.alternatives.filter((a) => a.via === "synonym").map((a) => a.keys.join(" "));
    expect(keys).toContain(`${termOf("loon")?.key} ${termOf("verhoging")?.key}`);
  });

  it("keeps a thesaurus phrase asked after its word alone, with the synonyms of the phrase inside it", () => {
    const surfaces = analyzeQuestion("ik werk 12 uur, kan ik meer uren krijgen", buildThesaurus([]), vocabulary);
    expect(surfaces.map((g) => g.surface)).toContain("meer uren");
    const [days] = analyzeQuestion("hoeveel vrije dagen heb ik per jaar", buildThesaurus([]), vocabulary);
    expect(days.alternatives.map((a) => a.label)).toContain("vakantiedagen");
  });

  it("reads a thesaurus phrase with a day or 'zo' inside it as the phrase", () => {
    const surfaces = (q: string) => analyzeQuestion(q, buildThesaurus([]), vocabulary).map((g) => g.surface);
    expect(surfaces("ik kan morgen niet werken")).toContain("kan niet werken");
    expect(surfaces("ik voel me niet zo fit")).toContain("niet fit");
    expect(surfaces("waar zie ik wanneer ik volgende week moet werken")).toContain("wanneer moet ik werken");
    // Only those words: "niet" with something else between is no phrase.
    expect(surfaces("ik kan de app niet vinden")).not.toContain("kan niet werken");
    const [sick] = analyzeQuestion("ik ben vandaag niet zo fit", buildThesaurus([]), vocabulary).filter(
      (g) => g.surface === "niet fit",
    );
    expect(sick.alternatives.map((a) => a.label)).toContain("ziek");
  });

  it("reads a two-word phrase verb first, the subject between: 'schrijf ik mijn uren' is 'uren schrijven'", () => {
    const surfaces = (q: string) => analyzeQuestion(q, buildThesaurus([]), vocabulary).map((g) => g.surface);
    expect(surfaces("waar schrijf ik mijn uren")).toContain("uren schrijven");
    expect(surfaces("meld ik me ziek bij de teamleider")).toContain("ziek melden");
  });

  it("does not take 'volgende week' for a phrase's 'week': 'geen werk volgende week' is no 'gewerkte weken'", () => {
    const surfaces = analyzeQuestion("krijg ik nu geen werk volgende week", buildThesaurus([]), vocabulary).map(
      (g) => g.surface,
    );
    expect(surfaces).not.toContain("gewerkte weken");
  });

  it("leaves the name under a sign-off out: 'groetjes anouk'", () => {
    const surfaces = analyzeQuestion("hoe kom ik aan meer diensten? groetjes anouk", buildThesaurus([]), vocabulary);
    expect(surfaces.map((g) => g.surface)).not.toContain("anouk");
  });
});

describe("phrases inside longer ones", () => {
  const labels = (q: string) =>
    analyzeQuestion(q, buildThesaurus([]), vocabulary).flatMap((g) => g.alternatives.map((a) => a.label));

  it("reads the subject at the end of a question phrase as the question's subject", () => {
    // "wanneer krijg ik mijn geld" asks about the pay: the pay's synonyms count.
    expect(labels("wanneer krijg ik mn geld")).toContain("uitbetaling");
  });

  it("does not read 'voorschot op salaris' as salaris: the advance is the subject", () => {
    const found = labels("kan ik een voorschot op mn salaris krijgen");
    expect(found).toContain("salarisvoorschot");
    expect(found).not.toContain("uitbetaling");
    expect(found).not.toContain("loon");
  });
});
