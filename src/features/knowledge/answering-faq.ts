import type { AnswerExplanation } from "../../../zero-schema.ts";

/**
 * The question of another FAQ that the assistant answers `reply`'s question with now (the
 * reply 'Test de kennisbank' gives for a phrasing), or null. The FAQ dialog warns with it:
 * a phrasing added to this FAQ would compete with the FAQ that answers it today.
 */
export function answeringFaq(
  reply: { explanation?: AnswerExplanation | null } | null | undefined,
  ownFaqId: string | null,
): string | null {
  const part = reply?.explanation?.parts.find(
    (p) => p.outcome === "answer" && p.chosen?.kind === "faq" && p.chosen.id !== ownFaqId,
  );
  return part?.chosen ? part.chosen.title : null;
}
