import type { ChatbotDataAccess } from "../../../../common/zero/schema/tables.ts";
import { splitQuestions } from "../../../knowledge/answer/split-questions.ts";
import { refuseOwnWork } from "./refuse-own-work.ts";

/** The refusal for a whole message, when each of its questions is refused (else the gate and the answer decide per question). */
export function refuseOwnWorkMessage(access: Partial<ChatbotDataAccess> | null, message: string): string | null {
  const refusals = splitQuestions(message).map((q) => refuseOwnWork(access, q));
  return refusals.every(Boolean) ? refusals[0] : null;
}
