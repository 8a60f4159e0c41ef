import { TIME_ZONE } from "./time-zone.ts";

/** A moment as people here read it: "2 december 2026 om 14:05", Amsterdam time, wherever it is formatted. */
export function formatLongDate(at: Date | string | number): string {
  return new Intl.DateTimeFormat("nl-NL", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(new Date(at));
}
