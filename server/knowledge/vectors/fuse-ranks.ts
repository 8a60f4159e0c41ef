// Reciprocal rank fusion's usual constant: a first place counts 1/61, a tenth 1/70, so
// agreement between the two rankings outweighs either ranking's top alone.
const K = 60;

/**
 * One order from two rankings of the same candidates: `lexical` as given (best first),
 * and by `similarityOf` (higher first; undefined when a candidate has no vector). Each
 * candidate scores 1/(K + rank) in each ranking it appears in; ties keep the lexical order.
 */
export function fuseRanks<C>(lexical: C[], similarityOf: (c: C) => number | undefined): C[] {
  const byVector = lexical
    .map((c) => ({ c, s: similarityOf(c) }))
    .filter((x): x is { c: C; s: number } => x.s !== undefined)
    .sort((a, b) => b.s - a.s);
  const vectorRank = new Map(byVector.map((x, rank) => [x.c, rank]));
  const score = (c: C, lexicalRank: number) => {
    const v = vectorRank.get(c);
    return 1 / (K + lexicalRank) + (v === undefined ? 0 : 1 / (K + v));
  };
  return lexical
    .map((c, rank) => ({ c, rank, fused: score(c, rank) }))
    .sort((a, b) => b.fused - a.fused || a.rank - b.rank)
    .map((x) => x.c);
}
