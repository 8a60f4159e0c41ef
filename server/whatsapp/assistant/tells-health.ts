import { reportsAbsence, reportsRecovery } from "./reports-absence.ts";
import { reportsSick } from "./reports-sick.ts";

/**
 * Whether a text tells of the writer's health or absence (ill, away, better again). Health
 * data is a special category under the AVG: such a text goes to no model, neither to
 * embed nor to check, rewrite or word an answer; a question asked beside it may.
 */
export function tellsHealth(text: string): boolean {
  return reportsSick(text) || reportsAbsence(text) !== null || reportsRecovery(text);
}

// Where a clause ends (a stop, a comma, an emoji between) or a question starts without one
// ("ik ben ziek wie moet ik bellen").
const CLAUSES =
  /(?<=[.!?,;:])\s+|\s+(?=(?:en\s+)?(?:wie|wat|hoe|waar|wanneer|waarom|welke|moet ik|kan ik|mag ik|krijg ik|word|wordt|tot hoe)\b)/i;

/**
 * The question a message asks beside its health news, with every clause that tells of
 * health taken out ("ik voel me beroerd, hoe meld ik me ziek?" → "hoe meld ik me ziek?"),
 * or null when nothing else is left or what is left still tells of it.
 */
export function besideHealthNews(text: string): string | null {
  const kept = text
    .split(CLAUSES)
    .filter((clause) => clause.trim() && !tellsHealth(clause))
    .join(" ")
    .trim();
  return kept && /\p{L}/u.test(kept) && !tellsHealth(kept) ? kept : null;
}
