import type { ConversationSoFar } from "./conversation-so-far.ts";
import { leansOn } from "./leans-on.ts";

/**
 * The earlier words a message typed in pieces leans on: the employee's previous message as a
 * whole, which may itself have been typed in pieces ("over mijn", "reiskosten", "per km"),
 * so "en wanneer wordt het betaald" reads with all of them, not with "per km" alone. The
 * previous message's pieces are the employee's messages (within the follow-up window) after
 * the last one answered before it.
 */
export function earlierBurst(soFar: ConversationSoFar, message: string): string | undefined {
  const { earlier } = soFar;
  const previous = earlier.at(-1);
  if (!previous) return undefined;
  const answeredBefore = earlier.findLast((m) => m.answered && m.at < previous.at);
  const pieces = earlier.filter((m) => !answeredBefore || m.at > answeredBefore.at);
  return leansOn(message, pieces.map((m) => m.body).join(" ") || undefined);
}
