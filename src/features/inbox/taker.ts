import { nl } from "../../../common/i18n/nl.ts";

const t = nl.inbox;

type WithTaker = {
  taken_over_by?: string | null;
  taker?: { full_name?: string | null; email: string } | null | undefined;
};

/** The colleague who took the conversation over (null: nobody, or the viewer), by name. */
export function colleagueOf(c: WithTaker, me: string | undefined): { id: string; name: string } | null {
  if (!c.taken_over_by || c.taken_over_by === me) return null;
  return { id: c.taken_over_by, name: c.taker?.full_name?.trim() || c.taker?.email || t.aColleague };
}

/** "Overgenomen door Petra" / "… door jou", or null when nobody in particular took it over. */
export function takerLabel(c: WithTaker, me: string | undefined): string | null {
  if (!c.taken_over_by) return null;
  return c.taken_over_by === me ? t.takenOverByYou : t.takenOverBy(colleagueOf(c, me)?.name ?? t.aColleague);
}
