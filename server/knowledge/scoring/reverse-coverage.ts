import type { QueryGroup } from "../analysis/analyze-question.ts";
import { fitsText } from "../analysis/negation.ts";
import type { KnowledgeIndex, Unit } from "../index/knowledge-index.ts";

/** Share of a title's own words (weighted by rarity) the question asks about, any alternative counting. */
export function reverseCoverage(index: KnowledgeIndex, unit: Unit, groups: QueryGroup[]): number {
  if (!unit.heads.length) return 0;
  // Each alternative's key ids (-1 for a key the texts lack); asked is every known one.
  const alternatives = groups.flatMap((g) =>
    g.alternatives
      .filter((a) => a.factor >= 0.5 && fitsText(a, unit.text))
      .map((a) => a.keys.map((k) => index.keyIds.get(k) ?? -1)),
  );
  const asked = new Set(alternatives.flat().filter((id) => id >= 0));
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
      // A compound in the title counts when the question asked for its parts, but not as
      // parts of another compound: "werkhandschoenen" does not ask for "werkschoenen".
      const parts = partsAt(unit, head);
      const within = alternatives.filter((ids) => ids.every((id) => parts.includes(id)));
      if (parts.length && parts.every((p) => within.some((ids) => ids.includes(p)))) hit += weight;
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
