import { correctSpelling } from "./correct-spelling.ts";
import { decompound } from "./decompound.ts";
import { isDutchForm, isDutchWord, isNoun, lemmaOf } from "./dutch-lexicon.ts";
import { innerStandsForOuter } from "./inner-stands-for-outer.ts";
import { joinedCompound } from "./joined-compound.ts";
import { mentionsAge } from "./mentions-age.ts";
import { negates } from "./negation.ts";
import { tokenize } from "./normalize.ts";
import { onlyJust } from "./only-just.ts";
import { innerPhrases, phraseAt } from "./phrase-at.ts";
import { phraseSpelling } from "./phrase-spelling.ts";
import { endsQuestionWord } from "./question-word.ts";
import { readInContext } from "./read-in-context.ts";
import { separableVerbs } from "./separable-verbs.ts";
import { isStopWordTypo } from "./stop-words.ts";
import { keyOf, type Term, termOf } from "./term-keys.ts";
import { closestThesaurusKey, type Phrase, phraseKey, type Thesaurus } from "./thesaurus.ts";
import { verbNounKin } from "./verb-noun-kin.ts";
import { withoutSignOff } from "./without-sign-off.ts";

/** One way a question word may be found in a text: all of `keys` present. */
export type Alternative = {
  keys: string[];
  /** How much a match this way counts, 0..1. */
  factor: number;
  via: "exact" | "part" | "head" | "synonym" | "typo";
  label: string;
  /** A synonym the organisation's staff wrote: as good as the word itself. */
  own?: boolean;
  /**
   * A phrase whose meaning hangs on a negation the keys leave out ("kan niet komen" is
   * searched as "komen"): it only matches a text that negates too (see fitsText).
   */
  negated?: boolean;
};

/** A content word (or thesaurus phrase) of the question and every way it may be matched. */
export type QueryGroup = {
  surface: string;
  key: string;
  alternatives: Alternative[];
  /** A Dutch word (or phrase) rather than a name, slang or an unfixed typo. */
  dutch: boolean;
  /** A noun (or a phrase): what the question is about, rather than how it is put. */
  topic: boolean;
};

export type Vocabulary = {
  hasKey(key: string): boolean;
  /** The organisation's word closest to a misspelt one, when one is close enough. */
  closestWord(word: string, maxEdits: number): string | null;
};

/**
 * A question's content as groups of alternatives: stop and phrasing words dropped,
 * compounds matched whole or by their parts, thesaurus phrases ("niet fit" → ziek) and
 * single words expanded to their synonyms, and a word the organisation's texts never use
 * corrected to the closest one they do when it is not a Dutch word itself (a typo).
 */
export function analyzeQuestion(question: string, thesaurus: Thesaurus, vocabulary: Vocabulary): QueryGroup[] {
  const tokens = tokenize(withoutSignOff(question));
  const keys = tokens.map((t) => phraseKey(phraseSpelling(t.word, (key) => vocabulary.hasKey(key))));
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  // A verb written apart counts once, joined ("geef … door"); the verb alone still half-matches.
  const separated = separableVerbs(tokens, (t) => vocabulary.hasKey(t.key));
  const consumed = new Set(separated.flatMap((s) => [s.from, s.at]));
  for (const { verb, from } of separated) {
    seen.add(verb.key);
    const alone = termOf(tokens[from].word);
    groups.push({
      surface: verb.word,
      key: verb.key,
      alternatives: [
        { keys: [verb.key], factor: 1, via: "exact", label: verb.word },
        ...(alone ? [{ keys: [alone.key], factor: 0.5, via: "part" as const, label: verb.word }] : []),
        ...singleWordSynonyms(thesaurus, verb.key),
      ],
      dutch: true,
      topic: false,
    });
  }
  // "ik ben 16": the question is about an age, which the texts call a leeftijd; the number
  // itself is read as that, not as a figure of its own ("19" is in no text).
  const stated = mentionsAge(tokens);
  const age = stated ? termOf("leeftijd") : null;
  const birthday = stated?.mention === "turns" ? termOf("jarig") : null;
  if (stated) consumed.add(stated.at);
  if (age) {
    seen.add(age.key);
    groups.push({
      surface: "leeftijd",
      key: age.key,
      alternatives: [
        { keys: [age.key], factor: 0.85, via: "synonym", label: "leeftijd" },
        ...(birthday ? [{ keys: [birthday.key], factor: 0.85, via: "synonym" as const, label: "jarig" }] : []),
        ...singleWordSynonyms(thesaurus, age.key, 0.85),
      ],
      dutch: true,
      topic: true,
    });
  }
  // Phrases read a verb written apart as joined where its particle stands: "geef ik mijn uren
  // door" holds the phrase "uren doorgeven", which then stands for the verb too.
  const phraseKeys = [...keys];
  for (const { verb, from, at } of separated) {
    phraseKeys[from] = "";
    phraseKeys[at] = verb.key;
  }
  for (let i = 0; i < tokens.length; i++) {
    if (consumed.has(i)) continue;
    const found = phraseAt(thesaurus, phraseKeys, tokens, i);
    if (found) {
      const { phrase, words, end } = found;
      for (const { verb, at } of separated) {
        const verbGroup = groups.findIndex((g) => g.key === verb.key);
        if (at > i && at <= end && verbGroup >= 0) groups.splice(verbGroup, 1);
      }
      const content = phrase.phrase.content;
      const key = content.join(" ") || phrase.phrase.keys.join(" ");
      i = end;
      const group: QueryGroup = {
        surface: phrase.phrase.text,
        key,
        dutch: true,
        topic: true,
        alternatives: dedupe([
          ...(content.length
            ? [
                {
                  keys: content,
                  factor: 1,
                  via: "exact" as const,
                  label: phrase.phrase.text,
                  ...(negates(phrase.phrase) ? { negated: true } : {}),
                },
              ]
            : []),
          // "hoeveel vrije dagen" is also "vrije dagen", with that phrase's synonyms (verlof);
          // but "voorschot op salaris" is no salaris, nor "een deel van mijn loon" (see innerStandsForOuter).
          ...[
            phrase,
            ...innerPhrases(thesaurus, words).filter((p) => innerStandsForOuter(thesaurus, phrase, p)),
          ].flatMap((p) => p.alternatives.map((a) => synonym(a))),
        ]),
      };
      // A word asked earlier in the message ("12 uur ... meer uren") gives way to the phrase.
      const earlier = groups.findIndex((g) => g.key === key && !g.surface.includes(" "));
      if (earlier >= 0) groups[earlier] = group;
      else if (!seen.has(key)) groups.push(group);
      seen.add(key);
      continue;
    }
    if (!vocabulary.hasKey(termOf(tokens[i].word)?.key ?? "") && isStopWordTypo(tokens[i].word)) continue;
    if (onlyJust(tokens, i) || endsQuestionWord(tokens, i)) continue;
    const joined = joinedCompound(tokens, i, vocabulary, thesaurus);
    if (joined) i++;
    const term = joined ?? termOf(tokens[i].word);
    if (!term || seen.has(term.key)) continue;
    seen.add(term.key);
    const alternatives: Alternative[] = [{ keys: [term.key], factor: 1, via: "exact", label: term.word }];
    if (term.parts.length) {
      alternatives.push({ keys: term.parts, factor: 0.9, via: "part", label: term.word });
      alternatives.push({ keys: [headOf(term)], factor: 0.35, via: "head", label: term.word });
    }
    alternatives.push(...singleWordSynonyms(thesaurus, term.key));
    for (const label of readInContext(term.word, tokens))
      alternatives.push({ keys: [keyOf(label)], factor: 0.85, via: "synonym", label });
    alternatives.push(...partSynonyms(thesaurus, term));
    const kin = verbNounKin(term.word, vocabulary);
    if (kin) alternatives.push({ keys: [kin.key], factor: 0.9, via: "part", label: kin.word });
    const known =
      vocabulary.hasKey(term.key) || (term.parts.length > 0 && term.parts.every((p) => vocabulary.hasKey(p)));
    // What a misspelt word was read as, when corrected: its kind of word decides, not the typo's.
    let meant: Term | null = null;
    if (!known && !/^\d/.test(term.word)) {
      // A real Dutch word the organisation never uses is only a typo when one letter off a long word.
      const real = isDutchWord(lemmaOf(term.word)) || term.parts.length > 0;
      // "kontrakt", "kompensatie": a loanword's c written as k, as it sounds.
      const cSpelt = term.word.includes("k") ? termOf(term.word.replaceAll("k", "c")) : null;
      const fix =
        cSpelt && vocabulary.hasKey(cSpelt.key)
          ? cSpelt.word
          : real && term.word.length < 7
            ? null
            : vocabulary.closestWord(term.word, real ? 1 : 2);
      // No word of theirs is close, but its parts may be: "bankrekning" where they write "rekeningnummer".
      const fixed = fix ? termOf(fix) : real ? null : correctSpelling(term.word, (key) => vocabulary.hasKey(key));
      // The corrected word is matched as the word itself would be: whole, by its parts
      // ("ziekmeldne" → ziekmelden finds "meld je ziek") and by its synonyms.
      meant = fixed;
      if (fixed) {
        alternatives.push({ keys: [fixed.key], factor: 0.9, via: "typo", label: fixed.word });
        if (fixed.parts.length) alternatives.push({ keys: fixed.parts, factor: 0.8, via: "typo", label: fixed.word });
        alternatives.push(...singleWordSynonyms(thesaurus, fixed.key, 0.9));
      } else if (!real && !thesaurus.byFirstKey.has(term.key)) {
        // Misspelt, and only the thesaurus knows the word it was meant to be: its synonyms.
        const near = closestThesaurusKey(thesaurus, term.word);
        if (near) alternatives.push(...singleWordSynonyms(thesaurus, near, 0.9));
      }
    }
    // "doorbetaald", "langer": forms of listed words count as Dutch, not as slang or a name.
    const dutch =
      /^\d/.test(term.word) || isDutchWord(lemmaOf(term.word)) || term.parts.length > 0 || isDutchForm(term.word);
    const read = meant ?? term;
    const topic = isNoun(read.word) || isNoun(decompound(read.word)?.at(-1) ?? "");
    groups.push({ surface: term.word, key: term.key, alternatives: dedupe(alternatives), dutch, topic });
  }
  return groups;
}

/**
 * What a compound is a kind of: its last part, or its last two when those are a word of
 * their own ("werkhandschoenen" are handschoenen, not schoenen).
 */
function headOf(term: Term): string {
  const lemmas = decompound(term.word) ?? [];
  const lexicalised = lemmas.length >= 3 ? lemmas.slice(-2).join("") : "";
  return (lexicalised && isDutchWord(lexicalised) && termOf(lexicalised)?.key) || (term.parts.at(-1) as string);
}

/**
 * A compound with one part swapped for that part's synonym: "salarisverhoging" is also
 * loon + verhoging, "verlofdagen" also vakantie + dagen. The thesaurus lists words, and
 * Dutch makes new compounds of them every day.
 */
function partSynonyms(thesaurus: Thesaurus, term: Term): Alternative[] {
  return term.parts.flatMap((part, i) =>
    singleWordSynonyms(thesaurus, part)
      .filter((s) => s.keys.length === 1 && !s.keys[0].includes("+") && !term.parts.includes(s.keys[0]))
      .map((s) => ({
        ...s,
        keys: term.parts.map((p, j) => (j === i ? s.keys[0] : p)),
        factor: s.factor * 0.9,
        label: term.word,
      })),
  );
}

/** The thesaurus's synonyms of one word (by its key), as alternatives. */
function singleWordSynonyms(thesaurus: Thesaurus, key: string, certainty = 1): Alternative[] {
  return (thesaurus.byFirstKey.get(key) ?? [])
    .filter((entry) => entry.phrase.keys.length === 1)
    .flatMap((entry) => entry.alternatives.map((a) => synonym(a, certainty)));
}

// A shipped synonym is a guess about this organisation's words; one its staff wrote is not.
// `certainty` discounts the synonym of a word that was itself a guess (a corrected typo).
function synonym(phrase: Phrase, certainty = 1): Alternative {
  const negated = negates(phrase) ? { negated: true } : {};
  if (phrase.own)
    return { keys: phrase.content, factor: certainty, via: "synonym", label: phrase.text, own: true, ...negated };
  return { keys: phrase.content, factor: 0.85 * certainty, via: "synonym", label: phrase.text, ...negated };
}

function dedupe(alternatives: Alternative[]): Alternative[] {
  const best = new Map<string, Alternative>();
  for (const a of alternatives) {
    if (!a.keys.length) continue;
    const id = `${a.negated ? "!" : ""}${a.keys.join(" ")}`;
    const prev = best.get(id);
    if (!prev || prev.factor < a.factor) best.set(id, a);
  }
  return [...best.values()];
}
