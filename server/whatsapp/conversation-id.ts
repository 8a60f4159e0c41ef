import { createHash } from "node:crypto";

/**
 * A conversation's id follows from its organisation, phone number and test flag, so the
 * webhook can store a message and its conversation in one statement (one round trip).
 */
export function conversationIdFor(organizationId: string, phone: string, isTest: boolean): string {
  const h = createHash("sha256")
    .update(`${organizationId}\n${phone}\n${isTest ? "test" : "live"}`)
    .digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
