import { textKeys } from "../analysis/term-keys.ts";
import { sentences } from "../sentences.ts";

// A sentence that sends the reader to a document for the details ("die staan in het
// personeelshandboek").
const DEFERS =
  /\b(staat|staan|lees je|vind je|zie|vermeld|beschreven)\b[^.;]{0,60}\b\w*(handboek|reglement|regeling|document|beleid)\b/i;

/**
 * The matching keys of what an FAQ's answer leaves to a document and names nowhere else
 * ("openbaar" in "Voor reizen met het openbaar vervoer gelden andere regels; die staan in
 * het handboek", while "reizen" and "vervoer" are also what the FAQ itself is about),
 * whole words and compound parts; empty when it leaves nothing to one.
 */
export function deferredKeys(question: string, answer: string): Set<string> {
  if (!DEFERS.test(answer)) return new Set();
  const deferred = sentences(answer).filter((s) => DEFERS.test(s));
  // The words that do the sending ("staan in het handboek") are no topic.
  const left = textKeys(deferred.map((s) => s.replace(DEFERS, " ")).join(" "));
  const own = textKeys(`${question} ${withoutDeferrals(answer)}`);
  return new Set([...left].filter((k) => !own.has(k)));
}

/**
 * An FAQ answer as matching reads it: without the sentences that send the reader to a
 * document. "Voor het openbaar vervoer gelden andere regels; die staan in het handboek"
 * names the topic only to say the FAQ does not answer it, so a question about the bus
 * should find the handbook's passage, not this FAQ.
 */
export function withoutDeferrals(answer: string): string {
  if (!DEFERS.test(answer)) return answer;
  return sentences(answer)
    .filter((s) => !DEFERS.test(s))
    .join(" ");
}
