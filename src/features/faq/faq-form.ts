import type { AiResponseMode } from "../../../common/faq/faq-modes.ts";

export type FaqFormValues = {
  question: string;
  answer: string;
  is_active: boolean;
  ai_response_mode: AiResponseMode;
  requires_verification: boolean;
  alternative_questions: string[];
};

/** The dialog resets on open; a new FAQ is active, exact, without verification. */
export const emptyFaq: FaqFormValues = {
  question: "",
  answer: "",
  is_active: true,
  ai_response_mode: "exact",
  requires_verification: false,
  alternative_questions: [],
};

type FaqSource = Omit<FaqFormValues, "alternative_questions"> & {
  alternative_questions?: readonly string[] | null;
};

export function faqFormFrom(row: FaqSource | null | undefined): FaqFormValues {
  if (!row) return { ...emptyFaq, alternative_questions: [] };
  const { question, answer, is_active, ai_response_mode, requires_verification } = row;
  const alternative_questions = [...(row.alternative_questions ?? [])];
  return { question, answer, is_active, ai_response_mode, requires_verification, alternative_questions };
}

/** Question and answer are required. */
export function isFaqComplete(v: FaqFormValues): boolean {
  return v.question.trim().length > 0 && v.answer.trim().length > 0;
}
