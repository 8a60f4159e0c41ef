import { foldForSearch as fold } from "../../../common/text/fold-for-search.ts";

type PickableFaq = {
  readonly id: string;
  readonly question: string;
  readonly alternative_questions?: readonly string[];
  readonly answer?: string;
};

/**
 * FAQs whose question, phrasings or answer contain every word typed (case and accents
 * ignored), the suggested one first, the rest in the order given: the FAQ page's search and
 * the inbox's picker.
 */
export function pickableFaqs<T extends PickableFaq>(faqs: readonly T[], search: string, suggestedId: string | null) {
  const words = fold(search).split(/\s+/).filter(Boolean).map(searchStem);
  const matches = faqs.filter((f) => {
    const text = fold([f.question, ...(f.alternative_questions ?? []), f.answer ?? ""].join(" "));
    return words.every((w) => text.includes(w));
  });
  const suggested = matches.filter((f) => f.id === suggestedId);
  return [...suggested, ...matches.filter((f) => f.id !== suggestedId)];
}

// Dutch diminutive and plural endings: "loonstrookje" finds "loonstrook", "vakantiedagen" "vakantiedag".
const ENDING = /(?:etjes|etje|tjes|pjes|jes|tje|pje|je|en|s)$/;

/** A typed word without its diminutive or plural ending, when enough of it is left to mean something. */
function searchStem(word: string): string {
  const stem = word.replace(ENDING, "");
  return stem.length >= 4 && stem !== word ? stem : word;
}
