import type { QueryGroup } from "../analysis/analyze-question.ts";
import { textKeys } from "../analysis/term-keys.ts";
import { pickSentences } from "../pick-sentences.ts";
import { sentences } from "../sentences.ts";
import { askedDetails } from "./asked-detail.ts";

// What holding the asked detail (a number for "hoeveel") adds to a sentence's score.
const DETAIL_WORTH = 0.75;

/**
 * The sentences of a passage that answer the question's groups best, verbatim and in their
 * order, within `maxChars`. A sentence scores by the question words (or their synonyms and
 * parts) it holds, more when it also holds the detail asked for (an amount, a moment, a
 * person); a sentence right after a scoring one that holds that detail counts too, since
 * Dutch rules often give the answer in the sentence after the one that names the subject
 * ("Plan het buiten je werktijd. Lukt dat niet, dan krijg je maximaal 2 uur."). One scoring
 * under half the best is left out.
 */
export function extractForGroups(groups: QueryGroup[], text: string, maxChars = 450, question = ""): string {
  const details = askedDetails(question);
  const list = sentences(text);
  const covered = list.map((sentence) => {
    const keys = textKeys(sentence);
    let score = 0;
    for (const g of groups) {
      const hit = g.alternatives.filter((a) => a.keys.every((k) => keys.has(k))).map((a) => a.factor);
      if (hit.length) score += Math.max(...hit);
    }
    return score;
  });
  const holds = list.map((sentence) => details.some((d) => d.test(sentence)));
  const scored = list.map((sentence, index) => {
    const detail = holds[index];
    // A list item does not continue the item before it, only the line that opens the list;
    // nor does a sentence continue one that already gives the detail itself ("Horloges zijn
    // niet toegestaan." needs no "Roken mag alleen buiten." after it).
    const before =
      index > 0 && !list[index - 1].endsWith(";") && !(covered[index - 1] > 0 && holds[index - 1])
        ? covered[index - 1]
        : 0;
    const own = covered[index] > 0 && detail ? covered[index] + DETAIL_WORTH : covered[index];
    // Continuing counts even when the sentence shares a word of its own: "Calamiteitenverlof
    // duurt …, met een maximum van 1 dag" after the sentence that names the emergency.
    const continued = detail && before > 0 ? before / 2 + DETAIL_WORTH : 0;
    return { sentence, index, score: Math.max(own, continued) };
  });
  return pickSentences(scored, maxChars, 0.5);
}
