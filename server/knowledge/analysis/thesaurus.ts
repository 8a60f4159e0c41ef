import { editDistance } from "../index/closest-word.ts";
import shipped from "./data/hr-thesaurus.nl.json" with { type: "json" };
import { tokenize } from "./normalize.ts";
import { termOf } from "./term-keys.ts";

type ThesaurusData = { equivalent: string[][]; oneWay: Array<{ from: string[]; to: string[] }> };

/**
 * A phrase as matching sees it: the keys of its words, stop words kept as written; `own`
 * when the organisation's staff wrote the synonym that leads to it.
 */
export type Phrase = {
  text: string;
  keys: string[];
  content: string[];
  /** The phrase as one word, folded as questions are and without spaces or hyphens. */
  written: string;
  own?: boolean;
};
/** A thesaurus phrase and what it stands for. */
export type ThesaurusEntry = { phrase: Phrase; alternatives: Phrase[] };
export type Thesaurus = {
  /** Phrases by their first key, longest first, each with what it may also be searched as. */
  byFirstKey: Map<string, ThesaurusEntry[]>;
};

/** A word's key in a phrase: its matching key, or the folded word for stop words ("niet fit"). */
export function phraseKey(word: string): string {
  return termOf(word)?.key ?? word;
}

export function toPhrase(text: string): Phrase {
  const tokens = tokenize(text);
  return {
    text: text.trim().toLowerCase(),
    keys: tokens.map((t) => phraseKey(t.word)),
    content: tokens.flatMap((t) => termOf(t.word)?.key ?? []),
    written: tokens.map((t) => t.word.replace(/-/g, "")).join(""),
  };
}

/**
 * The shipped Dutch HR thesaurus merged with an organisation's own synonyms (term → its
 * synonyms, one way: what staff add says "when they write X, also look for Y"). Built per
 * question from data already in memory, so an edit applies to the very next question.
 */
export function buildThesaurus(own: Array<{ term: string; synonyms: string[] }> = []): Thesaurus {
  const rules: Array<{ from: string[]; to: string[]; own?: boolean }> = [];
  const data = shipped as ThesaurusData;
  for (const group of data.equivalent) rules.push({ from: group, to: group });
  for (const rule of data.oneWay) rules.push(rule);
  for (const entry of own) rules.push({ from: [entry.term], to: entry.synonyms, own: true });
  return { byFirstKey: indexRules(rules) };
}

function indexRules(rules: Array<{ from: string[]; to: string[]; own?: boolean }>) {
  const byFirstKey = new Map<string, ThesaurusEntry[]>();
  for (const rule of rules) {
    const targets = rule.to
      .map((text) => ({ ...toPhrase(text), ...(rule.own ? { own: true } : {}) }))
      .filter((p) => p.content.length);
    for (const text of rule.from) {
      const written = toPhrase(text);
      if (!written.keys.length) continue;
      // Two content words also match verb first, as a question puts them: "uren schrijven"
      // in "schrijf ik mijn uren", "ziek melden" in "meld ik me ziek".
      const turned =
        written.content.length === 2 && written.keys.length === 2
          ? [{ ...written, keys: [...written.keys].reverse() }]
          : [];
      for (const phrase of [written, ...turned]) {
        const alternatives = targets.filter((t) => t.keys.join(" ") !== phrase.keys.join(" "));
        if (!alternatives.length) continue;
        const list = byFirstKey.get(phrase.keys[0]) ?? [];
        const same = list.find((e) => e.phrase.keys.join(" ") === phrase.keys.join(" "));
        if (same) {
          for (const alt of alternatives)
            if (!same.alternatives.some((a) => a.keys.join(" ") === alt.keys.join(" "))) same.alternatives.push(alt);
        } else list.push({ phrase, alternatives: [...alternatives] });
        list.sort((a, b) => b.phrase.keys.length - a.phrase.keys.length);
        byFirstKey.set(phrase.keys[0], list);
      }
    }
  }
  return byFirstKey;
}

/**
 * The key of the one-word thesaurus entry a misspelt word is closest to, when the
 * organisation's own texts hold no near word: "anuleren" where only the thesaurus knows
 * "annuleren" (and that it means afzeggen). One edit, two from nine letters on; a tie is
 * no correction.
 */
export function closestThesaurusKey(thesaurus: Thesaurus, word: string): string | null {
  const limit = word.length < 5 ? 0 : word.length < 9 ? 1 : 2;
  let best: Phrase | null = null;
  let bestDistance = limit + 1;
  let tied = false;
  for (const entries of thesaurus.byFirstKey.values())
    for (const { phrase } of entries) {
      if (phrase.keys.length !== 1 || Math.abs(phrase.text.length - word.length) > limit) continue;
      const d = editDistance(word, phrase.text, bestDistance);
      if (d < bestDistance) [best, bestDistance, tied] = [phrase, d, false];
      else if (d === bestDistance && best && phrase.keys[0] !== best.keys[0]) tied = true;
    }
  return best && !tied ? best.keys[0] : null;
}
