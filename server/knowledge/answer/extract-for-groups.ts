import type { QueryGroup } from "../analysis/analyze-question.ts";
import { textKeys } from "../analysis/term-keys.ts";
import { pickSentences } from "../pick-sentences.ts";
import { sentences } from "../sentences.ts";
import { askedDetails } from "./asked-detail.ts";
import { askedNumbers, holdsNumber, namesNumbers } from "./asked-numbers.ts";

// What holding the asked detail (a number for "hoeveel") adds to a sentence's score.
const DETAIL_WORTH = 0.75;
// What taking in a number the question names ("als ik 55 ben") adds.
const ASKED_NUMBER_WORTH = 1;
// A table row as one line: "Kolom: waarde; Kolom: waarde", named by its first column.
const RECORD = /^([^:;]{1,40}): [^;]*(?:; [^:;]{1,40}: [^;]*)+$/;
// A table's or figure's caption line: it names what follows, it says nothing itself.
const CAPTION = /^(tabel|figuur|bijlage|overzicht|schema)\b[^.!?:;]{0,60}\.?$/i;

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
  // A caption's number is the table's, not an amount: "Tabel 2 – Vakantiedagen per jaar".
  const captions = list.map((sentence) => CAPTION.test(sentence));
  const holds = list.map((sentence, i) => !captions[i] && details.some((d) => d.test(sentence)));
  // "als ik 55 ben": when a sentence takes in the question's number ("55 t/m 59 jaar"), one
  // that names only other numbers is another row or case, not more of the answer.
  const asked = askedNumbers(question);
  const hasAsked = list.map((sentence) => asked.some((n) => holdsNumber(sentence, n)));
  // A table read cell by cell puts a row's value on the line after its label ("55 t/m 59
  // jaar" then "27 dagen"): that line goes with it.
  const rowValue = (i: number) => i > 0 && hasAsked[i - 1] && !hasAsked[i] && holds[i] && list[i].length <= 40;
  const otherCase = hasAsked.some(Boolean)
    ? list.map((sentence, i) => !hasAsked[i] && !rowValue(i) && namesNumbers(sentence))
    : list.map(() => false);
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
    const askedWorth = hasAsked[index] || rowValue(index) ? ASKED_NUMBER_WORTH : 0;
    const score = otherCase[index] ? 0 : Math.max(own, continued) + askedWorth;
    return { sentence, index, score };
  });
  return pickSentences(withoutCaptions(otherRowsLeftOut(scored), captions), maxChars, 0.5);
}

/**
 * Rows of one table ("Tijdvak: zaterdag; Toeslag: 50%", what a CSV or a table becomes)
 * are cases side by side: when the best sentence is such a row, a row of the same table
 * that matches less of the question is another case, not more of the answer.
 */
function otherRowsLeftOut<T extends { sentence: string; score: number }>(scored: T[]): T[] {
  const best = scored.reduce<T | null>((b, s) => (!b || s.score > b.score ? s : b), null);
  const table = best && best.score > 0 ? RECORD.exec(best.sentence)?.[1] : undefined;
  if (!table) return scored;
  return scored.map((s) =>
    s.score < (best?.score ?? 0) && RECORD.exec(s.sentence)?.[1] === table ? { ...s, score: 0 } : s,
  );
}

/**
 * A caption is never the whole answer, nor part of one: when only captions score, the
 * line after each (what it is the caption of) takes its place.
 */
function withoutCaptions<T extends { score: number }>(scored: T[], captions: boolean[]): T[] {
  const content = scored.some((s, i) => s.score > 0 && !captions[i]);
  return scored.map((s, i) => {
    if (captions[i]) return { ...s, score: 0 };
    if (!content && i > 0 && captions[i - 1]) return { ...s, score: scored[i - 1].score };
    return s;
  });
}
