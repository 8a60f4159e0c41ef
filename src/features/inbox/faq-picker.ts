import { fold } from "../../lib/fold.ts";

type PickableFaq = {
  readonly id: string;
  readonly question: string;
  readonly alternative_questions?: readonly string[];
};

/**
 * FAQs whose question or phrasings contain every word typed (case and accents ignored),
 * the suggested one first, the rest in the order given.
 */
export function pickableFaqs<T extends PickableFaq>(faqs: readonly T[], search: string, suggestedId: string | null) {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const matches = faqs.filter((f) => {
    const text = fold([f.question, ...(f.alternative_questions ?? [])].join(" "));
    return words.every((w) => text.includes(w));
  });
  const suggested = matches.filter((f) => f.id === suggestedId);
  return [...suggested, ...matches.filter((f) => f.id !== suggestedId)];
}
