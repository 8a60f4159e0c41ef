import { sentences } from "../sentences.ts";

// A sentence that sends the reader to a document for the details ("die staan in het
// personeelshandboek").
const DEFERS =
  /\b(staat|staan|lees je|vind je|zie|vermeld|beschreven)\b[^.;]{0,60}\b\w*(handboek|reglement|regeling|document|beleid)\b/i;

/** Whether the text sends the reader to a document for (some of) the details. */
export function defersToDocument(text: string): boolean {
  return DEFERS.test(text);
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
