export type ScoredSentence = { sentence: string; index: number; score: number };

/**
 * The best-scoring sentences, verbatim and back in their original order, at most three and
 * within `maxChars`: an extract that cannot say anything its source does not. Without any
 * scoring sentence (a paraphrase), the opening is the best guess. `minShare` leaves out a
 * sentence that scores far below the best one.
 */
export function pickSentences(scored: ScoredSentence[], maxChars: number, minShare = 0): string {
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
  const pool = ranked.length ? ranked : scored;
  const picked: ScoredSentence[] = [];
  let length = 0;
  for (const s of pool) {
    if (picked.length && length + s.sentence.length + 1 > maxChars) continue;
    if (picked.length && s.score < pool[0].score * minShare) break;
    picked.push(s);
    length += s.sentence.length + 1;
    if (picked.length === 3) break;
  }
  // A sentence without its own full stop (a table row, a list item, a heading) ends its
  // line, so the next one does not read as its continuation ("Toeslag: 100% Valt een …").
  const answer = picked
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence)
    .reduce((out, sentence) => (out ? `${out}${/[.!?:;…]$/.test(out) ? " " : "\n"}${sentence}` : sentence), "");
  return answer.length > maxChars ? `${answer.slice(0, maxChars - 1).replace(/\s+\S*$/, "")}…` : answer;
}
