import type { Db } from "../../db/connect.ts";
import { takeSendSlot } from "./take-send-slot.ts";

/**
 * Waits for the organisation's next moment to send a message that must go (a reply, staff's
 * message, a resend, the test message): at once when nothing went just before, else behind
 * what the organisation is sending already (takeSendSlot).
 */
export async function paceSend(db: Db, organizationId: string): Promise<void> {
  const slot = await takeSendSlot(db, organizationId, "reply");
  const waitMs = "waitMs" in slot ? slot.waitMs : 0;
  if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
}
