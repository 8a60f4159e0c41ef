import type { Alternative } from "./analyze-question.ts";
import type { Phrase } from "./thesaurus.ts";

// "kan niet komen" is searched by its content word alone ("komen"): the negation is a stop
// word the index does not hold, so the phrase's alternatives carry it as a flag instead.
const NEGATION = /\b(?:niet|geen|nooit|niks|niets)\b/i;

/** Whether a thesaurus phrase's meaning hangs on a negation ("niet fit", "kan niet komen"). */
export const negates = (phrase: Phrase) => phrase.keys.some((k) => NEGATION.test(k));

/** Whether an alternative may match this text: a negated phrase only where the text negates. */
export const fitsText = (alt: Alternative, text: string) => !alt.negated || NEGATION.test(text);
