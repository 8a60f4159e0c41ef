import type { QueryGroup } from "../analysis/analyze-question.ts";
import type { KnowledgeIndex, Unit } from "../index/knowledge-index.ts";

/** Share of a title's own words (weighted by rarity) the question asks about, any alternative counting. */
export function reverseCoverage(index: KnowledgeIndex, unit: Unit, groups: QueryGroup[]): number {
  if (!unit.heads.length) return 0;
  const asked = new Set<number>();
  for (const g of groups)
    for (const a of g.alternatives)
      if (a.factor >= 0.5)
        for (const k of a.keys) {
          const id = index.keyIds.get(k);
          if (id !== undefined) asked.add(id);
        }
  // Each title word weighs by its rarity: asking "werk" covers little of "Hoe werken de
  // fases?", asking "fases" most of it.
  const total = index.docs.length + 1;
  const rarity = (id: number) => Math.log(total / ((index.postings[id]?.length ?? 0) + 0.5));
  let hit = 0;
  let all = 0;
  for (let i = 0; i < unit.heads.length; i++) {
    const head = unit.heads[i];
    const weight = rarity(head);
    all += weight;
    if (asked.has(head)) hit += weight;
    else {
      // A compound in the title counts when the question asked for its parts.
      const parts = partsAt(unit, head);
      if (parts.length && parts.every((p) => asked.has(p))) hit += weight;
    }
  }
  return all > 0 ? hit / all : 0;
}

function partsAt(unit: Unit, head: number): number[] {
  const at = unit.seqKeys.indexOf(head);
  const out: number[] = [];
  for (let i = at + 1; i < unit.seqKeys.length && unit.seqPos[i] === unit.seqPos[at]; i++) out.push(unit.seqKeys[i]);
  return out;
}
