import { addDays, amsterdamDay } from "../../../../common/analytics/period.ts";
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

/** How far ahead the next shift is looked for when the days asked about have none. */
const NEXT_WITHIN_DAYS = 30;

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
  // None in the days asked about: the next one after them, so "geen diensten deze week" on a
  // Sunday evening does not leave Monday morning's shift unsaid.
  const after = addDays(range.to, 1);
  const next =
    shifts.length || range.first
      ? null
      : ((await loadOwnShifts(db, org.id, uuid, { from: after, to: addDays(after, NEXT_WITHIN_DAYS) }, 1))[0] ?? null);
  const body = formatShifts(shifts, range, {
    withJob: Boolean(org.access?.jobs),
    lastSyncedAt: await lastSyncedAt(db, org.id, "fleks_shifts"),
    now,
    next,
  });
  return { body, handover: false };
}
