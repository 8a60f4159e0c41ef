/** Numbers as they are written in Dutch HR texts: 25, 12,50, 09:00, 1.250, 8%. */
const NUMBER = /\d+(?:[.,:]\d+)*/g;

/**
 * True when `answer` states a number (days, amounts, times, percentages) that none of the
 * sources contains: the check that keeps a reformulated answer from inventing facts. An
 * LLM reply that fails it is discarded in favour of the extractive draft.
 */
export function addsFacts(answer: string, sources: string[]): boolean {
  const known = new Set(sources.flatMap((s) => s.match(NUMBER) ?? []).map(normalise));
  return (answer.match(NUMBER) ?? []).some((n) => !known.has(normalise(n)));
}

const normalise = (n: string) => n.replace(/^0+(?=\d)/, "").replace(",", ".");
