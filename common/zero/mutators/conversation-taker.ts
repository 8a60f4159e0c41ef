import { zql } from "../../../zero-schema.ts";
import { nl } from "../../i18n/nl.ts";
import type { Tx } from "../authorize.ts";

/** A colleague's name as the inbox shows it: their profile's name, else their e-mail address. */
export async function colleagueName(tx: Tx, userId: string): Promise<string> {
  const profile = await tx.run(zql.profiles.where("user_id", userId).one());
  return profile?.full_name?.trim() || profile?.email || nl.inbox.aColleague;
}

/**
 * Refuses to act in a conversation a colleague has taken over unless the caller confirmed
 * doing so for that very colleague (`confirmed`, the one the confirmation named). Two people
 * who both took over one conversation both replied, each unaware of the other; and a
 * confirmation given for Petra does not cover Ahmed taking it over in the meantime.
 */
export async function requireTakerConfirmed(
  tx: Tx,
  row: { taken_over_by?: string | null },
  userId: string,
  confirmed: string | undefined,
  message: (name: string) => string,
): Promise<void> {
  const taker = row.taken_over_by;
  if (!taker || taker === userId || taker === confirmed) return;
  throw new Error(message(await colleagueName(tx, taker)));
}
