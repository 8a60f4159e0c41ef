import { foldForSearch as fold } from "../../../common/text/fold-for-search.ts";

/** Whether an agent matches the search: its name, its type's label or description, case and accents ignored. */
export function matchesAgent(
  agent: { name: string; type?: { label: string; description: string } | undefined },
  search: string,
): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const text = fold([agent.name, agent.type?.label ?? "", agent.type?.description ?? ""].join(" "));
  return words.every((w) => text.includes(w));
}
