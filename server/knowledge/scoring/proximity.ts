import type { QueryGroup } from "../analysis/analyze-question.ts";
import type { KnowledgeIndex, Unit } from "../index/knowledge-index.ts";
import { smallestWindow } from "./smallest-window.ts";

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
  return Math.min(1, distinct / smallestWindow(hits, distinct));
}
