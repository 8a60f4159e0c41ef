import type { Phrase, Thesaurus } from "./thesaurus.ts";

/**
 * Whether the words of `outer` that `inner` leaves out name no HR subject of their own:
 * "wanneer krijg ik mijn" around "loon" asks about the loon, but "voorschot" (a word the
 * thesaurus knows by itself) before "op salaris" is what the question is about.
 */
export function leavesOutNoSubject(thesaurus: Thesaurus, outer: Phrase, inner: Phrase): boolean {
  const kept = new Set(inner.content);
  return outer.content.every(
    (key) => kept.has(key) || !thesaurus.byFirstKey.get(key)?.some((e) => e.phrase.keys.length === 1),
  );
}
