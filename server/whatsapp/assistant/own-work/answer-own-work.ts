import { amsterdamDay } from "../../../../common/analytics/period.ts";
import { nl } from "../../../../common/i18n/nl.ts";
import type { ChatbotDataAccess } from "../../../../common/zero/schema/tables.ts";
import type { Db } from "../../../db/connect.ts";
import { answerProfile } from "./answer-profile.ts";
import { findFleksUuid } from "./find-fleks-uuid.ts";
import { formatShifts } from "./format-shifts.ts";
import { lastSyncedAt } from "./last-synced-at.ts";
import { loadOwnShifts } from "./load-own-shifts.ts";
import type { OwnWorkIntent } from "./recognise-own-work.ts";
import { refuseOwnWork } from "./refuse-own-work.ts";
import { resolveShiftRange } from "./resolve-shift-range.ts";

export type OwnWorkAnswer = { body: string; handover: boolean };

/**
 * Answers a question about the asker's own shifts or record from the synced data, without
 * any language model: the asker is the employee the conversation is linked to (the caller
 * has verified them when the organisation wants that), and only their own rows are read.
 */
export async function answerOwnWork(
  db: Db,
  org: { id: string; name: string; access: Partial<ChatbotDataAccess> | null },
  employeeId: string | null,
  intent: OwnWorkIntent,
  question: string,
  now = new Date(),
): Promise<OwnWorkAnswer> {
  const refusal = refuseOwnWork(org.access, question);
  if (refusal) return { body: refusal, handover: false };
  if (!employeeId) return { body: nl.ownWork.unknownEmployee, handover: true };
  if (intent.kind === "profile") return answerProfile(db, org, employeeId, intent.fields);
  const uuid = await findFleksUuid(db, org.id, employeeId);
  if (!uuid) return { body: nl.ownWork.notInFleks, handover: true };
  const range = resolveShiftRange(question, amsterdamDay(now));
  const shifts = await loadOwnShifts(db, org.id, uuid, range);
  const body = formatShifts(shifts, range, {
    withJob: Boolean(org.access?.jobs),
    lastSyncedAt: await lastSyncedAt(db, org.id, "fleks_shifts"),
    now,
  });
  return { body, handover: false };
}
