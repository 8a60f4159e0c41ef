import { nl } from "../../../../common/i18n/nl.ts";
import type { ChatbotDataAccess } from "../../../../common/zero/schema/tables.ts";
import { splitQuestions } from "../../../knowledge/answer/split-questions.ts";
import { recogniseOwnWork } from "./recognise-own-work.ts";

/**
 * The polite refusal for one question about one's own shifts or record when the organisation
 * has not shared that data with the assistant (Chatbot Data), else null. It reveals nothing,
 * so it is said before any verification.
 */
export function refuseOwnWork(access: Partial<ChatbotDataAccess> | null, question: string): string | null {
  const intent = recogniseOwnWork(question);
  if (intent?.kind === "shifts" && !access?.shifts) return nl.ownWork.shiftsOff;
  if (intent?.kind === "profile" && !access?.employees) return nl.ownWork.profileOff;
  return null;
}

/** The refusal for a whole message, when each of its questions is refused (else the gate and the answer decide per question). */
export function refuseOwnWorkMessage(access: Partial<ChatbotDataAccess> | null, message: string): string | null {
  const refusals = splitQuestions(message).map((q) => refuseOwnWork(access, q));
  return refusals.every(Boolean) ? refusals[0] : null;
}
