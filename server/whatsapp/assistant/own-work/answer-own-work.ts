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
import { resolveShiftRange } from "./resolve-shift-range.ts";
import { unlinkedNumberNote } from "./unlinked-number-note.ts";

/**
 * The employee's answer, whether HR takes over, and what staff read under 'Waarom dit
 * antwoord?': a lookup in the asker's own rows, or why it could not be done and what to do.
 */
export type OwnWorkAnswer = { body: string; handover: boolean; note: string };

/** Who asks: the employee the conversation is linked to (null: none) and the number it came from. */
export type OwnWorkAsker = { employeeId: string | null; phone: string | null };

/** How far ahead the next shift is looked for when the days asked about have none. */
const NEXT_WITHIN_DAYS = 30;
/** Until this hour (Amsterdam) "morgen" means the day that has just begun: nobody asleep yet calls it "vandaag". */
const NIGHT_ENDS_AT = 5;
const hourFormat = new Intl.DateTimeFormat("en-GB", {
  hour: "numeric",
  hourCycle: "h23",
  timeZone: "Europe/Amsterdam",
});
const amsterdamHour = (at: Date) => Number(hourFormat.format(at));

/**
 * Answers a question about the asker's own shifts or record from the synced data, without
 * any language model: the asker is the employee the conversation is linked to (the caller
 * has verified them when the organisation wants that), and only their own rows are read.
 * The caller asks only what the organisation lets it look up (ownWorkIntents).
 */
export async function answerOwnWork(
  db: Db,
  org: { id: string; name: string; access: Partial<ChatbotDataAccess> | null },
  asker: OwnWorkAsker,
  intent: OwnWorkIntent,
  question: string,
  now = new Date(),
): Promise<OwnWorkAnswer> {
  const e = nl.explanation;
  const { employeeId } = asker;
  // No employee has this number: staff hear whether Fleks knows it (then importing fixes it).
  if (!employeeId)
    return {
      body: nl.ownWork.unknownEmployee,
      handover: true,
      note: await unlinkedNumberNote(db, org.id, asker.phone),
    };
  if (intent.kind === "profile") {
    const profile = await answerProfile(db, org, employeeId, intent.fields);
    return {
      ...profile,
      note: profile.handover ? await unlinkedNumberNote(db, org.id, asker.phone) : e.ownWorkAnswered,
    };
  }
  const uuid = await findFleksUuid(db, org.id, employeeId);
  if (!uuid) return { body: nl.ownWork.notInPlanning, handover: true, note: e.ownWorkNotLinked };
  const today = amsterdamDay(now);
  const range = resolveShiftRange(question, today, { night: amsterdamHour(now) < NIGHT_ENDS_AT });
  // A night shift that began yesterday evening is today's work too while it lasts.
  const coversNow = range.from <= today && today <= range.to;
  const shifts = await loadOwnShifts(db, org.id, uuid, range, coversNow ? { ongoingAt: now } : {});
  // None in the days asked about: the next one from now, so "geen diensten op zaterdag" does
  // not leave Monday's or tomorrow morning's shift unsaid.
  const next =
    shifts.length || range.first
      ? null
      : ((
          await loadOwnShifts(
            db,
            org.id,
            uuid,
            { from: today, to: addDays(today, NEXT_WITHIN_DAYS) },
            { limit: 1, startingFrom: now },
          )
        )[0] ?? null);
  const body = formatShifts(shifts, range, {
    withJob: Boolean(org.access?.jobs),
    lastSyncedAt: await lastSyncedAt(db, org.id, "fleks_shifts"),
    now,
    next,
  });
  return { body, handover: false, note: e.ownWorkAnswered };
}
