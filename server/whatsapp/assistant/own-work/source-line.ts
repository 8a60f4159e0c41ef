import { nl } from "../../../../common/i18n/nl.ts";

const TZ = "Europe/Amsterdam";
const dateFormat = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", timeZone: TZ });
const timeFormat = new Intl.DateTimeFormat("nl-NL", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TZ,
});

/** "Bron: planningssysteem, bijgewerkt op 25 november om 09:15." (Amsterdam time). */
export function sourceLine(lastSyncedAt: Date | null): string {
  if (!lastSyncedAt) return nl.ownWork.sourceNeverSynced;
  return nl.ownWork.source(nl.ownWork.syncedAt(dateFormat.format(lastSyncedAt), timeFormat.format(lastSyncedAt)));
}
