import { nl } from "../i18n/nl.ts";
import { lockRow, type Tx } from "./authorize.ts";

// Every sign-up owns an organisation without a verified e-mail address, and an invitation
// mail carries the organisation's and the inviter's names, both chosen by that sign-up. So
// sending is limited: once a minute per invitation, and a day's number per organisation.
// Only the server decides: its clock and its count, inside the sending transaction.

/** How soon the same invitation may be sent again. */
export const RESEND_COOLDOWN_MS = 60_000;
/** Invitation mails (new ones and resends) one organisation may send in 24 hours. */
export const INVITATIONS_PER_DAY = 50;

/** The refusal of a resend made too soon after the last send, if it is. */
export function resendTooSoon(sentAt: number, at: number): string | null {
  return at - sentAt < RESEND_COOLDOWN_MS ? nl.members.resendTooSoon : null;
}

/**
 * Refuses one more invitation mail once the organisation sent its day's number. Counted
 * from the activity log, which gets one append-only entry per (re)send in the same
 * transaction; the organisation's row is locked first so two sends at once count each other.
 */
export async function requireInvitationAllowance(tx: Tx, organizationId: string): Promise<void> {
  if (tx.location !== "server") return;
  await lockRow(tx, "organizations", organizationId);
  const [row] = await tx.dbTransaction.query(
    `select count(*)::int as sent from activity_log
     where organization_id = $1 and kind = 'invitation_sent' and created_at > now() - interval '24 hours'`,
    [organizationId],
  );
  if (Number(row?.sent ?? 0) >= INVITATIONS_PER_DAY)
    throw new Error(nl.members.dailyInvitationLimit(INVITATIONS_PER_DAY));
}
