import { COMING_DAYS, PERIOD_WORDS, TODAY_WORDS } from "./calendar-words.ts";
import type { Token } from "./normalize.ts";
import type { Thesaurus } from "./thesaurus.ts";

// Words that may stand inside a phrase without changing it: "ik kan morgen niet werken" is
// "kan niet werken", "ik voel me niet zo fit" is "niet fit", "wanneer ik volgende week moet
// werken" is "wanneer moet ik werken".
const INSIDE_A_PHRASE = new Set([
  ...TODAY_WORDS,
  ...COMING_DAYS,
  "volgende",
  "komende",
  "week",
  "zo",
  "echt",
  "helemaal",
  "even",
  "erg",
  "heel",
  "nog",
  // The subject and its possessive, where Dutch puts the verb first: "schrijf ik mijn uren".
  "ik",
  "je",
  "jij",
  "u",
  "we",
  "wij",
  "mijn",
  "jouw",
  "uw",
  "me",
]);

// "volgende week" is when, even inside a phrase that has "week" ("krijg ik geen werk volgende
// week" is no "gewerkte weken").
const SETTING_BEFORE = new Set(PERIOD_WORDS);

/**
 * The thesaurus phrase that starts at word `i`, with the words it matched and where it
 * ends; up to two of INSIDE_A_PHRASE between its words are passed over.
 */
export function phraseAt(thesaurus: Thesaurus, keys: string[], tokens: Token[], i: number) {
  for (const entry of thesaurus.byFirstKey.get(keys[i]) ?? []) {
    const n = entry.phrase.keys.length;
    if (n < 2) continue;
    const words = [keys[i]];
    let at = i;
    let skipped = 0;
    while (words.length < n && ++at < keys.length) {
      const passable = !entry.phrase.keys.includes(keys[at]) || SETTING_BEFORE.has(tokens[at - 1].word);
      if (INSIDE_A_PHRASE.has(tokens[at].word) && skipped < 2 && passable) skipped++;
      else words.push(keys[at]);
    }
    if (samePhrase(entry.phrase.keys, words)) return { phrase: entry, words, end: at };
  }
  return null;
}

/** The thesaurus phrases that end a longer one: "vrije dagen" in "hoeveel vrije dagen", "loon" in "wanneer krijg ik mijn loon". */
export function innerPhrases(thesaurus: Thesaurus, words: string[]) {
  return words.slice(1).flatMap((first, at) => {
    const rest = words.slice(at + 1);
    return (thesaurus.byFirstKey.get(first) ?? []).filter((e) => samePhrase(e.phrase.keys, rest));
  });
}

/**
 * Whether the question's words at a position are a thesaurus phrase: the same first word,
 * the rest in any order, since Dutch moves the verb ("wanneer ik moet werken" is "wanneer
 * moet ik werken").
 */
function samePhrase(phrase: string[], words: string[]): boolean {
  if (words.length !== phrase.length || words[0] !== phrase[0]) return false;
  const rest = (list: string[]) => list.slice(1).sort().join(" ");
  return rest(words) === rest(phrase);
}
