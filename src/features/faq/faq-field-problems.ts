import { nl } from "../../../common/i18n/nl.ts";
import { isOrHoldsIdentifier } from "../../../common/privacy/no-identifier.ts";
import type { FaqFormValues } from "./faq-form.ts";

const refused = nl.privacy.identifierRefused;

/** What is wrong with the question and answer, per field: missing, or holding a personal number. */
export function fieldProblems(values: FaqFormValues): { question?: string; answer?: string } {
  const of = (text: string, missing: string, where: string) =>
    !text.trim() ? missing : isOrHoldsIdentifier(text) ? refused(where) : undefined;
  const where = nl.privacy.identifierWhere;
  return {
    question: of(values.question, nl.faq.questionMissing, where.question),
    answer: of(values.answer, nl.faq.answerMissing, where.answer),
  };
}
