import { nl } from "../../../../common/i18n/nl.ts";
import type { ChatbotDataAccess } from "../../../../common/zero/schema/tables.ts";
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
