import { sql } from "kysely";
import type { DayRange } from "../../common/analytics/period.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { AnswerExplanation } from "../../common/inbox/answer-explanation.ts";
import { askedIn, faqInView } from "../../common/inbox/asked-question.ts";
import type { Db } from "../db/connect.ts";
import { CHOICES_HOLD_MS } from "../whatsapp/assistant/offered-choices.ts";
import { type AskedQuestion, groupQuestions, type QuestionGroup } from "./group-questions.ts";

/** The most recent questions a period's grouping reads; older ones in a busy period are left out. */
const MAX_QUESTIONS = 2000;

/** Midnight of an Amsterdam day as a moment. */
const amsterdamMidnight = (day: string) => sql<Date>`(cast(${day} as date)::timestamp at time zone 'Europe/Amsterdam')`;

/**
 * 'Onbeantwoorde vragen': employees' questions (Amsterdam days `range`) whose assistant reply
 * handed over, or offered choices the employee let lapse (see choicesLapsed), outside test
 * conversations and requests for a person, grouped when alike. With each: the FAQ the
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
  // Two reads, each walking its own partial index newest first (hand-overs; replies that
  // offered choices, migrations/0090): one read with "or" would use neither.
  const asked = (which: "handover" | "lapsed") =>
    db
      .selectFrom("whatsapp_messages as r")
      .innerJoin("whatsapp_messages as m", "m.id", "r.reply_to")
      .innerJoin("conversations as c", "c.id", "m.conversation_id")
      .select((eb) => [
        "m.message_body",
        "m.created_at",
        "m.conversation_id",
        "r.explanation",
        "r.handover",
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
      .$if(which === "handover", (q) => q.where("r.handover", "=", true))
      .$if(which === "lapsed", (q) => q.where(choicesLapsed(new Date(Date.now() - CHOICES_HOLD_MS))))
      .where("c.is_test", "=", false)
      .$if(!withHealth, (q) => q.where("m.is_health", "=", false).where("r.is_health", "=", false))
      // Not a request for a person or a "that didn't help": the assistant looked nothing up, so
      // there is no question an FAQ could answer (those replies explain with a note and no parts).
      .where(sql<boolean>`coalesce(jsonb_array_length(r.explanation -> 'parts'), 1) > 0`)
      .where("r.created_at", ">=", start)
      .where("m.created_at", ">=", start)
      .where("m.created_at", "<", end)
      // By the reply's time (seconds after the question), which its index has: the newest first, and no more.
      .orderBy("r.created_at", "desc")
      .limit(MAX_QUESTIONS)
      .execute();
  const rows = (await Promise.all([asked("handover"), asked("lapsed")]))
    .flat()
    .sort((a, b) => +new Date(b.created_at) - +new Date(a.created_at))
    .slice(0, MAX_QUESTIONS);
  const questions: AskedQuestion[] = rows.map((row) => {
    const explanation = row.explanation as AnswerExplanation | null;
    const parts = explanation?.parts ?? [];
    // A message with several questions: only the one handed over, or the one the lapsed choices were for.
    const part = row.handover
      ? (parts.find((p) => p.outcome === "handover") ?? parts[0])
      : parts.find((p) => p.offered?.length);
    return {
      question: askedIn(row.message_body, part),
      askedAt: new Date(row.created_at),
      conversationId: row.conversation_id,
      faqId: faqInView(part),
      staffAnswer: row.staff_answer?.trim() ?? "",
    };
  });
  return groupQuestions(questions);
}

/**
 * Whether the assistant's reply `r` offered choices that lapsed: the employee's next
 * message got a reply that was no pick and no "geen van deze" (they asked something else,
 * or picked after the choices expired), or nothing came while they were open (`openSince`:
 * the oldest offer still open now). A "welke bedoel je?" keeps them open. Such a question
 * went unanswered as surely as one handed over, and nobody at HR saw it.
 */
function choicesLapsed(openSince: Date) {
  const settled = { chosen: nl.assistant.reasonChosen, declined: nl.assistant.reasonDeclined };
  // Written as the offered-choices index's predicate (migrations/0090), so the read uses it.
  return sql<boolean>`(not r.handover and jsonb_path_exists(r.explanation, '$.parts[*].offered[0]') and coalesce(
    (select not coalesce(jsonb_path_exists(n.explanation, '$.parts[*] ? (@.reason == $chosen || @.reason == $declined)', ${JSON.stringify(settled)}::text::jsonb), false)
       from whatsapp_messages n
      where n.conversation_id = r.conversation_id and n.is_from_bot and n.template_sid is null
        and n.created_at > r.created_at and n.explanation ->> 'note' is distinct from ${nl.explanation.choiceUnclear}
      order by n.created_at limit 1),
    r.created_at < ${openSince}))`;
}
