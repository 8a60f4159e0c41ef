// A person's name as staff lists write it: two to four capitalised words, with the Dutch
// (and Moroccan, Turkish, Italian) particles between them ("Sara de Boer", "Mohammed El
// Amrani", "Jan van der Berg").
const WORD = "\\p{Lu}[\\p{Ll}'’-]+";
const PARTICLE = "(?:van|de|der|den|het|'t|ter|ten|te|in|op|la|le|da|di|du|al|bin|ben)";
// Then, on the same line and within a few words, a date or a number of four or more digits:
// a personnel number, a birth date or birthday, a phone number, a BSN or an account number.
const MONTH = "(?:jan|feb|mrt|maa|apr|mei|jun|jul|aug|sep|okt|nov|dec)\\p{L}*";
const NUMBER = `(?:\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{2,4}|\\d{1,2}\\s+${MONTH}|\\d(?:[-\\s.]?\\d){3,})`;
const ENTRY = new RegExp(
  `(?<![\\p{L}\\p{N}])(${WORD}(?:[ \\t]+(?:${PARTICLE}[ \\t]+){0,3}${WORD}){1,3})(?![\\p{L}])([^\\n.!?]{0,40}?)${NUMBER}`,
  "gu",
);
// What else begins with two capitalised words and a number in a handbook: holidays and
// dates ("Goede Vrijdag 18 april 2025"), laws, articles and the like. Such a first word is no
// first name.
const NOT_A_NAME = new Set(
  [
    "nieuwjaarsdag goede eerste tweede derde koningsdag bevrijdingsdag hemelvaartsdag hemelvaart pinksteren",
    "pasen paasdag paasmaandag pinksterdag pinkstermaandag kerstdag kerstmis kerst oudejaarsdag oudjaarsdag",
    "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag januari februari maart april mei juni juli",
    "augustus september oktober november december artikel wet cao hoofdstuk bijlage versie sectie paragraaf",
    "stap fase week dag periode jaar maand boek titel afdeling regeling besluit burgerlijk",
  ]
    .join(" ")
    .split(" "),
);

/**
 * The names in a text that a number or date follows within a few words ("Jan Jansen, BSN
 * 111222333", "Naam: Sara de Boer; Personeelsnummer: 1002"): the entries of a list of people.
 * Read from the text before its numbers are redacted; the names are only counted, never kept.
 */
export function personEntries(text: string): string[] {
  if (!/\d/.test(text)) return [];
  const names: string[] = [];
  for (const match of text.matchAll(ENTRY)) {
    const name = match[1];
    if (NOT_A_NAME.has(name.split(/\s/)[0].toLowerCase())) continue;
    names.push(name);
  }
  return names;
}
