import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "../../db/types.ts";

// Ten a second per organisation (one WhatsApp sender each): an eighth of the 80 messages a
// second a sender takes by default, so a 400-employee import (40 s) neither trips WhatsApp's
// throttle (63018) nor crowds out the assistant's replies from the same number. Every message
// keeps to it when it is sent (takeSendSlot); these slots only spread a bulk send's jobs.
export const PACED_INTERVAL_MS = 100;

/**
 * When the jobs of `count` messages an organisation sends in bulk run: one slot per
 * PACED_INTERVAL_MS, after any slots an earlier bulk send took, so two imports in a row
 * queue behind each other rather than side by side. (Each still takes its moment to send
 * from the organisation's clock, behind any replies: takeSendSlot.) Taken under the organisation's
 * system.send_pace row lock in the caller's transaction.
 */
export async function paceSlots(db: Kysely<Database>, organizationId: string, count: number): Promise<Date[]> {
  if (count <= 0) return [];
  const span = count * PACED_INTERVAL_MS;
  const { rows } = await sql<{ start: Date }>`
    insert into system.send_pace as p (organization_id, next_at)
    values (${organizationId}, now() + ${span} * interval '1 millisecond')
    on conflict (organization_id) do update
      set next_at = greatest(p.next_at, now()) + ${span} * interval '1 millisecond'
    returning p.next_at - ${span} * interval '1 millisecond' as start`.execute(db);
  const start = new Date(rows[0].start).getTime();
  return Array.from({ length: count }, (_, i) => new Date(start + i * PACED_INTERVAL_MS));
}
