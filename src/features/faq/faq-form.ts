export type FaqFormValues = {
  question: string;
  answer: string;
  is_active: boolean;
  ai_response_mode: "exact" | "reformulate";
  requires_verification: boolean;
};

/** Spec §4: the dialog resets on open; a new FAQ is active, exact, without verification. */
export const emptyFaq: FaqFormValues = {
  question: "",
  answer: "",
  is_active: true,
  ai_response_mode: "exact",
  requires_verification: false,
};

export function faqFormFrom(row: FaqFormValues | null | undefined): FaqFormValues {
  if (!row) return { ...emptyFaq };
  const { question, answer, is_active, ai_response_mode, requires_verification } = row;
  return { question, answer, is_active, ai_response_mode, requires_verification };
}

/** Question and answer are required (spec §5). */
export function isFaqComplete(v: FaqFormValues): boolean {
  return v.question.trim().length > 0 && v.answer.trim().length > 0;
}
