import type { GateResult } from "./verification-gate.ts";

/** A reply the assistant gives without looking anything up, with the note staff read beside it. */
export const gateReply = (body: string, note: string, handover = false): GateResult => ({
  kind: "reply",
  body,
  handover,
  update: {},
  note,
});
