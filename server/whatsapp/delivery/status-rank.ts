/**
 * Twilio's delivery states in order; callbacks can arrive out of order, so a message only
 * ever moves forward. failed/undelivered outrank sent, but a delivered or read report beats
 * them: WhatsApp reports a failure on one of the employee's devices and delivery on another,
 * in either order, and delivered means the employee has it (the failure's code is kept).
 */
export const STATUS_RANK = new Map([
  ["pending", 0],
  ["accepted", 1],
  ["queued", 1],
  ["sending", 2],
  ["sent", 3],
  ["failed", 4],
  ["undelivered", 4],
  ["delivered", 5],
  ["read", 6],
]);

export const isFailure = (status: string) => status === "failed" || status === "undelivered";
