import { isNoun } from "./dutch-lexicon.ts";
import { isStopWord } from "./stop-words.ts";
import { termOf } from "./term-keys.ts";
import type { Thesaurus, ThesaurusEntry } from "./thesaurus.ts";

/**
 * Whether a thesaurus phrase inside a longer one stands for it, lending it its synonyms:
 * when the words it leaves out name no HR subject of their own ("wanneer krijg ik mijn"
 * around "loon" asks about the loon, but "voorschot", a word the thesaurus knows by itself,
 * before "op salaris" is what the question is about), and, when they hold a noun, when the
 * two mean alike: "een deel van mijn loon" is an advance, and none of the words for loon
 * (uitbetaling, salaris) says so.
 */
export function innerStandsForOuter(thesaurus: Thesaurus, outer: ThesaurusEntry, inner: ThesaurusEntry): boolean {
  const kept = new Set(inner.phrase.content);
  const noSubject = outer.phrase.content.every(
    (key) => kept.has(key) || !thesaurus.byFirstKey.get(key)?.some((e) => e.phrase.keys.length === 1),
  );
  if (!noSubject) return false;
  const leftNoun = outer.phrase.text
    .split(" ")
    .some((w) => !isStopWord(w) && !kept.has(termOf(w)?.key ?? "") && isNoun(w));
  const meanings = new Set([...outer.alternatives, outer.phrase].flatMap((p) => p.content));
  return !leftNoun || inner.alternatives.some((a) => a.content.some((k) => meanings.has(k)));
}
