import { questionKey } from "./question-key.ts";

export type AskedQuestion = {
  question: string;
  askedAt: Date;
  conversationId: string;
  faqId: string | null;
  staffAnswer: string;
};

export type QuestionGroup = {
  /** The most recent wording: what the FAQ buttons start from. */
  question: string;
  count: number;
  lastAskedAt: string;
  conversationId: string;
  faqId: string | null;
  staffAnswer: string;
  /** Other wordings in the group, at most three. */
  variants: string[];
};

/** Handed-over questions grouped when alike, most frequent first (then most recent). `asked` is newest first. */
export function groupQuestions(asked: readonly AskedQuestion[], max = 20): QuestionGroup[] {
  const groups = new Map<string, QuestionGroup>();
  for (const a of asked) {
    const key = questionKey(a.question);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        question: a.question,
        count: 1,
        lastAskedAt: a.askedAt.toISOString(),
        conversationId: a.conversationId,
        faqId: a.faqId,
        staffAnswer: a.staffAnswer,
        variants: [],
      });
      continue;
    }
    group.count++;
    group.faqId ??= a.faqId;
    if (!group.staffAnswer) group.staffAnswer = a.staffAnswer;
    const wording = a.question.trim();
    if (group.variants.length < 3 && wording !== group.question && !group.variants.includes(wording))
      group.variants.push(wording);
  }
  return [...groups.values()]
    .sort((x, y) => y.count - x.count || y.lastAskedAt.localeCompare(x.lastAskedAt))
    .slice(0, max);
}
