import type { ConversationSoFar } from "./conversation-so-far.ts";
import { leansOn } from "./leans-on.ts";

/**
 * The words an employee's message leans on when it is a follow-up ("en hoe vraag ik die
 * aan?"): the message it quotes (WhatsApp's reply to a message), however old, and for one
 * of the assistant's replies the question that reply answered; else the employee's message
 * before it, when that came at most 30 minutes earlier. A quote of a message no longer
 * stored (retention) counts as no quote. See leansOn for what an earlier message gives.
 */
export function earlierWords(soFar: ConversationSoFar, message: string): string | undefined {
  if (soFar.quoted) return leansOn(message, soFar.quoted.asked ?? soFar.quoted.body, { quoted: true });
  return leansOn(message, soFar.earlier.at(-1)?.body);
}
