import shipped from "./data/hr-thesaurus.nl.json" with { type: "json" };
import { tokenize } from "./normalize.ts";
import { termOf } from "./term-keys.ts";

type ThesaurusData = { equivalent: string[][]; oneWay: Array<{ from: string[]; to: string[] }> };

/**
 * A phrase as matching sees it: the keys of its words, stop words kept as written; `own`
 * when the organisation's staff wrote the synonym that leads to it.
 */
export type Phrase = { text: string; keys: string[]; content: string[]; own?: boolean };
export type Thesaurus = {
  /** Phrases by their first key, longest first, each with what it may also be searched as. */
  byFirstKey: Map<string, Array<{ phrase: Phrase; alternatives: Phrase[] }>>;
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
  const byFirstKey = new Map<string, Array<{ phrase: Phrase; alternatives: Phrase[] }>>();
  for (const rule of rules) {
    const targets = rule.to
      .map((text) => ({ ...toPhrase(text), ...(rule.own ? { own: true } : {}) }))
      .filter((p) => p.content.length);
    for (const text of rule.from) {
      const phrase = toPhrase(text);
      if (!phrase.keys.length) continue;
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
  return byFirstKey;
}
