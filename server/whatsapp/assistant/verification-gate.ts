import { nl } from "../../../common/i18n/nl.ts";
import type { Db } from "../../db/connect.ts";
import { findAnswer } from "../../knowledge/answer/find-answer.ts";
import { loadKnowledge } from "../../knowledge/index/load-knowledge.ts";
import { isPersonalQuestion } from "./is-personal-question.ts";

// How long a successful verification holds, and how many wrong answers end the attempt.
export const VERIFIED_FOR_MS = 30 * 60_000;
const MAX_ATTEMPTS = 3;

export type ConversationState = {
  id: string;
  organization_id: string;
  employee_id: string | null;
  verified_until: Date | null;
  pending_question: string | null;
  verification_attempts: number;
};

type StateUpdate = Partial<Pick<ConversationState, "verified_until" | "pending_question" | "verification_attempts">>;

export type GateResult =
  /** Answer this question as usual. */
  | { kind: "open"; question: string; prefix?: string; update?: StateUpdate }
  /** Say this instead of answering. */
  | { kind: "reply"; body: string; handover: boolean; update: StateUpdate };

const matches = (given: string, known: string | null, caseless: boolean) =>
  Boolean(known) && (caseless ? given.toLowerCase() === known?.trim().toLowerCase() : given === known?.trim());

/**
 * With verification on, personal questions (and FAQs marked 'verificatie vereist') wait
 * until the employee proves who they are with a detail HR has on record (e-mail address,
 * employee number). Nothing personal is revealed before. The caller stores `update` in the
 * same transaction as the reply, so a retried job sees the state its reply left.
 */
export async function verificationGate(
  db: Db,
  settings: { methods: string[] },
  conversation: ConversationState,
  question: string,
  now = new Date(),
): Promise<GateResult> {
  const verified = conversation.verified_until !== null && conversation.verified_until > now;
  if (verified) return { kind: "open", question };
  const employee = conversation.employee_id
    ? await db
        .selectFrom("employees")
        .select(["email", "employee_number"])
        .where("id", "=", conversation.employee_id)
        .where("organization_id", "=", conversation.organization_id)
        .executeTakeFirst()
    : undefined;

  if (conversation.pending_question) {
    const given = question.trim();
    const ok =
      employee &&
      ((settings.methods.includes("email") && matches(given, employee.email, true)) ||
        (settings.methods.includes("employee_number") && matches(given, employee.employee_number, false)));
    if (ok) {
      return {
        kind: "open",
        question: conversation.pending_question,
        prefix: nl.assistant.verifyOk,
        update: {
          verified_until: new Date(now.getTime() + VERIFIED_FOR_MS),
          pending_question: null,
          verification_attempts: 0,
        },
      };
    }
    const attempts = conversation.verification_attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      return {
        kind: "reply",
        body: nl.assistant.verifyTooMany,
        handover: true,
        update: { pending_question: null, verification_attempts: 0 },
      };
    }
    return {
      kind: "reply",
      body: nl.assistant.verifyFailed,
      handover: false,
      update: { verification_attempts: attempts },
    };
  }

  if (!isPersonalQuestion(question) && !(await faqNeedsVerification(db, conversation.organization_id, question))) {
    return { kind: "open", question };
  }
  if (!employee) return { kind: "reply", body: nl.assistant.verifyUnknownNumber, handover: true, update: {} };
  const methods = settings.methods.map((m) => nl.assistant.verifyMethod[m]).filter(Boolean);
  return {
    kind: "reply",
    body: nl.assistant.verifyAsk(methods.join(" of ") || nl.assistant.verifyMethod.email),
    handover: false,
    update: { pending_question: question, verification_attempts: 0 },
  };
}

async function faqNeedsVerification(db: Db, organizationId: string, question: string): Promise<boolean> {
  const found = findAnswer(await loadKnowledge(db, organizationId), question);
  return found.chosen?.doc.kind === "faq" && found.chosen.doc.requiresVerification;
}
