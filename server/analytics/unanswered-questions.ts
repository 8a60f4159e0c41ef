import { sql } from "kysely";
import type { DayRange } from "../../common/analytics/period.ts";
import type { AnswerExplanation } from "../../common/inbox/answer-explanation.ts";
import { askedIn, faqInView } from "../../common/inbox/asked-question.ts";
import type { Db } from "../db/connect.ts";
import { type AskedQuestion, groupQuestions, type QuestionGroup } from "./group-questions.ts";

/** The most recent questions a period's grouping reads; older ones in a busy period are left out. */
const MAX_QUESTIONS = 2000;

/** Midnight of an Amsterdam day as a moment. */
const amsterdamMidnight = (day: string) => sql<Date>`(cast(${day} as date)::timestamp at time zone 'Europe/Amsterdam')`;

/**
 * 'Onbeantwoorde vragen': employees' questions (Amsterdam days `range`) whose assistant reply
 * handed over, outside test conversations and requests for a person, grouped when alike. With each: the FAQ the
 * assistant had in view and the first staff message after the hand-over (the answer to keep).
 * A sick or recovery report (health data, `is_health`) is listed only when `withHealth`: the
 * caller's 'Mag ziekmeldingen zien' is on (migrations/0079).
 */
export async function unansweredQuestions(
  db: Db,
  organizationId: string,
  range: DayRange,
  withHealth: boolean,
): Promise<QuestionGroup[]> {
  const start = amsterdamMidnight(range.from);
  const end = sql<Date>`(cast(${range.to} as date) + 1)::timestamp at time zone 'Europe/Amsterdam'`;
  const rows = await db
    .selectFrom("whatsapp_messages as r")
    .innerJoin("whatsapp_messages as m", "m.id", "r.reply_to")
    .innerJoin("conversations as c", "c.id", "m.conversation_id")
    .select((eb) => [
      "m.message_body",
      "m.created_at",
      "m.conversation_id",
      "r.explanation",
      eb
        .selectFrom("whatsapp_messages as s")
        .select("s.message_body")
        .whereRef("s.conversation_id", "=", "m.conversation_id")
        .where("s.direction", "=", "outbound")
        .where("s.is_from_bot", "=", false)
        .where("s.template_sid", "is", null)
        .whereRef("s.created_at", ">=", "r.created_at")
        .orderBy("s.created_at")
        .limit(1)
        .as("staff_answer"),
    ])
    .where("r.organization_id", "=", organizationId)
    .where("r.is_from_bot", "=", true)
    .where("r.handover", "=", true)
    .where("c.is_test", "=", false)
    .$if(!withHealth, (q) => q.where("m.is_health", "=", false).where("r.is_health", "=", false))
    // Not a request for a person or a "that didn't help": the assistant looked nothing up, so
    // there is no question an FAQ could answer (those replies explain with a note and no parts).
    .where(sql<boolean>`coalesce(jsonb_array_length(r.explanation -> 'parts'), 1) > 0`)
    .where("r.created_at", ">=", start)
    .where("m.created_at", ">=", start)
    .where("m.created_at", "<", end)
    .orderBy("m.created_at", "desc")
    .limit(MAX_QUESTIONS)
    .execute();
  const asked: AskedQuestion[] = rows.map((row) => {
    const explanation = row.explanation as AnswerExplanation | null;
    const parts = explanation?.parts ?? [];
    // A message with several questions: only the one handed over.
    const part = parts.find((p) => p.outcome === "handover") ?? parts[0];
    return {
      question: askedIn(row.message_body, part),
      askedAt: new Date(row.created_at),
      conversationId: row.conversation_id,
      faqId: faqInView(part),
      staffAnswer: row.staff_answer?.trim() ?? "",
    };
  });
  return groupQuestions(asked);
}
