import { boundedMemo } from "./bounded-memo.ts";
import {
  compoundsEndingIn,
  compoundsStartingWith,
  isDutchWord,
  isParticleVerb,
  isVerb,
  lemmaOf,
} from "./dutch-lexicon.ts";
import { isStopWord } from "./stop-words.ts";

// Day names are single words to a reader; split, "vrijdag" would match any text with
// "vrij" and "dag" in it.
const WHOLE = new Set(["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag", "weekend"]);
// Derivational endings are not compound parts: veiligheid is not veilig + heid.
const SUFFIX =
  /^(ter|ten|sen|heid|heden|schap|schappen|ing|ingen|lijk|lijke|baar|bare|nis|nissen|dom|achtig|loos|loze|te|ste|ster|sters)$/;

// A penalty per doubtful choice: a linking morpheme, or a short tail that starts with
// s + consonant, which is more often a linking s ("personeel-s-pas") than a word ("spas").
type Split = { parts: string[]; doubt: number; shortest: number };

/**
 * The parts of a Dutch compound as dictionary lemmas, or null when the word is not one:
 * "loonstrookje" → [loon, strook], "personeelspas" → [personeel, pas] (the linking s
 * dropped), "werktijden" → [werk, tijd]. Words the dictionary lists whole are split only
 * into strong parts ("ziekmelding" → [ziek, melding], not "weekend" → week + end).
 */
export function decompound(word: string): string[] | null {
  return word.length < 6 || WHOLE.has(word) ? null : splitOnce(word);
}

const splitOnce = boundedMemo((word: string): string[] | null => {
  // A listed word splits as its dictionary form: "salarissen" as "salaris" (whole), not "salaris|sen".
  const lemma = lemmaOf(word);
  const listed = isDutchWord(lemma);
  // A verb in -eren is a loan word ("blokkeren", "accepteren"), not "blok" + "keer": it
  // splits only after a particle ("terugkeren"). Split, its participle ("geblokkeerd")
  // would miss the infinitive, which the word list reads as something else ("blokker").
  if (listed && isVerb(lemma) && lemma.endsWith("eer") && !isParticleVerb(lemma)) return null;
  const found = split(listed ? lemma : word, 3, 0, listed);
  return found && found.parts.length > 1 && !found.parts.some(isStopWord) ? found.parts : null;
}, 100_000);

/**
 * Fewest parts first, then the fewest doubtful choices, then the longest shortest part
 * ("week|loon" over "wee|kloon"), then the longest final part (the compound's head). A
 * word the dictionary lists whole ("pensioen", "bruiloft", "diensten") splits only into
 * long parts ("ziek|melding"), never "pens|ioen".
 */
function split(word: string, minPart: number, depth: number, listed = false): Split | null {
  if (depth > 3) return null;
  let best: Split | null = null;
  for (let i = minPart; i <= word.length - minPart; i++) {
    const rest = word.slice(i);
    if (SUFFIX.test(rest)) continue;
    if (listed && (i < 4 || (rest.length < 4 && i < 6))) continue;
    const head = headLemma(word.slice(0, i), minPart);
    if (!head) continue;
    const tail = lemmaOf(rest);
    // A listed word splits only where its tail heads other compounds too.
    if (listed && (compoundsEndingIn(tail) < 3 || compoundsStartingWith(head.lemma) < 3)) continue;
    // A tail found only by dropping a final d/t ("engel" in "ziekengeld") is a guess.
    const dropped = tail !== rest && /[dt]$/.test(rest) && tail.length === rest.length - 1 ? 1 : 0;
    const tailSplit: Split | null = isDutchWord(tail)
      ? { parts: [tail], doubt: dropped, shortest: rest.length }
      : split(rest, minPart, depth + 1);
    if (!tailSplit) continue;
    const parts = [head.lemma, ...tailSplit.parts].flatMap((p) => (p.length >= 8 ? (decompound(p) ?? [p]) : [p]));
    if (parts.some((p) => SUFFIX.test(p))) continue;
    const sTail = !head.linked && rest.length <= 4 && /^s[^aeiou]/.test(rest) ? 1.5 : 0;
    const candidate = {
      parts,
      doubt: (head.linked ? 1 : 0) + sTail + tailSplit.doubt,
      shortest: Math.min(i, tailSplit.shortest),
    };
    if (!best || better(candidate, best)) best = candidate;
  }
  return best;
}

function better(a: Split, b: Split): boolean {
  if (a.parts.length !== b.parts.length) return a.parts.length < b.parts.length;
  if (a.doubt !== b.doubt) return a.doubt < b.doubt;
  if (a.shortest !== b.shortest) return a.shortest > b.shortest;
  return (a.parts.at(-1)?.length ?? 0) > (b.parts.at(-1)?.length ?? 0);
}

/** The first part of a compound, allowing the linking morphemes -s-, -e- and -en-. */
export function headLemma(head: string, minPart: number): { lemma: string; linked: boolean } | null {
  if (isDutchWord(head)) return { lemma: head, linked: false };
  const linking = head.endsWith("en") ? 2 : /[se]$/.test(head) ? 1 : 0;
  const stem = head.slice(0, head.length - linking);
  return linking && stem.length >= minPart && isDutchWord(stem) ? { lemma: stem, linked: true } : null;
}
