import type { QueryGroup } from "../analysis/analyze-question.ts";
import type { Candidate } from "../scoring/rank-candidates.ts";

/**
 * The topic that makes a question more than the phrasing staff attached to the best FAQ, if
 * any: the best covers the question through that phrasing, while a topic of the question is
 * missing from it and the runner-up matches it. After "wanneer krijg ik geld" joined the
 * salary FAQ, "wanneer krijg ik geld voor schoenen" is another question, which the FAQ on
 * werkschoenen may answer, so the employee chooses.
 */
export function widensPhrasing(best: Candidate, runnerUp: Candidate | null): Widened | null {
  if (!best.features.byPhrasing || !runnerUp) return null;
  const held = (g: QueryGroup) => best.matches.some((m) => m.group === g && m.via !== "head");
  const topic = runnerUp.matches.find((m) => m.group.topic && m.via !== "head" && !held(m.group))?.group.surface;
  return topic ? { topic, offer: runnerUp } : null;
}

/** The topic the phrasing lacks, and the text naming it, which the choices must hold. */
export type Widened = { topic: string; offer: Candidate };
