/**
 * The span, in positions, of the smallest window that holds each of `kinds` kinds at least
 * once; `hits` are [position, kind] pairs sorted by position. Infinity when a kind is absent.
 */
export function smallestWindow(hits: ReadonlyArray<readonly [number, number]>, kinds: number): number {
  const counts = new Map<number, number>();
  let have = 0;
  let best = Number.POSITIVE_INFINITY;
  let lo = 0;
  for (const [pos, kind] of hits) {
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    if (n === 1) have++;
    while (have === kinds) {
      best = Math.min(best, pos - hits[lo][0] + 1);
      const left = hits[lo][1];
      const m = (counts.get(left) ?? 0) - 1;
      counts.set(left, m);
      if (m === 0) have--;
      lo++;
    }
  }
  return best;
}
