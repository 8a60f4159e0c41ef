import type { QueryGroup } from "../analysis/analyze-question.ts";
import type { KnowledgeIndex, Unit } from "../index/knowledge-index.ts";

/** Matched groups divided by the span of the smallest body window that holds them all. */
export function proximity(index: KnowledgeIndex, unit: Unit | undefined, groups: QueryGroup[]): number {
  if (!unit) return 0;
  const keyToGroups = new Map<number, number[]>();
  groups.forEach((g, gi) => {
    for (const a of g.alternatives)
      if (a.factor >= 0.5)
        for (const k of a.keys) {
          const id = index.keyIds.get(k);
          if (id !== undefined) keyToGroups.set(id, [...(keyToGroups.get(id) ?? []), gi]);
        }
  });
  const hits: Array<[number, number]> = [];
  for (let i = 0; i < unit.seqKeys.length; i++)
    for (const g of keyToGroups.get(unit.seqKeys[i]) ?? []) hits.push([unit.seqPos[i], g]);
  const distinct = new Set(hits.map((h) => h[1])).size;
  if (distinct <= 1) return distinct;
  const counts = new Map<number, number>();
  let have = 0;
  let best = Number.POSITIVE_INFINITY;
  let lo = 0;
  for (let hi = 0; hi < hits.length; hi++) {
    const g = hits[hi][1];
    counts.set(g, (counts.get(g) ?? 0) + 1);
    if (counts.get(g) === 1) have++;
    while (have === distinct) {
      best = Math.min(best, hits[hi][0] - hits[lo][0] + 1);
      const lg = hits[lo][1];
      counts.set(lg, (counts.get(lg) ?? 0) - 1);
      if (counts.get(lg) === 0) have--;
      lo++;
    }
  }
  return Math.min(1, distinct / best);
}
