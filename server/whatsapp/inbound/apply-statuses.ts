import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

// Twilio's delivery states in order; callbacks can arrive out of order, so a message only
// ever moves forward. failed/undelivered outrank sent, but a delivered or read report beats
// them: WhatsApp reports a failure on one of the employee's devices and delivery on another,
// in either order, and delivered means the employee has it (the failure's code is kept).
const RANK = new Map([
  ["pending", 0],
  ["accepted", 1],
  ["queued", 1],
  ["sending", 2],
  ["sent", 3],
  ["failed", 4],
  ["undelivered", 4],
  ["delivered", 5],
  ["read", 6],
]);
const CURRENT_RANK = sql.raw(
  `(case m.status ${[...RANK].map(([s, r]) => `when '${s}' then ${r}`).join(" ")} else -1 end)`,
);

export type StatusCallback = { organizationId: string; messageSid: string; status: string; errorCode: string | null };

/**
 * Status callbacks, a batch in one statement: each outbound message moves to the furthest
 * status among its callbacks, if that is further than where it is, with the error code of
 * the furthest callback that carries one and moves it on. Unknown statuses are ignored. The
 * outcome is the same as applying the callbacks one by one, in the order they came.
 */
export async function applyStatuses(db: Db, batch: StatusCallback[]): Promise<void> {
  const known = batch.flatMap((c) => {
    const rank = RANK.get(c.status);
    return rank === undefined ? [] : [{ ...c, rank }];
  });
  if (known.length === 0) return;
  await sql`
    with input as (
      select * from unnest(
        ${known.map((c) => c.organizationId)}::text[], ${known.map((c) => c.messageSid)}::text[],
        ${known.map((c) => c.status)}::text[], ${known.map((c) => c.errorCode)}::text[],
        ${known.map((c) => c.rank)}::int[]
      ) with ordinality as t(org, sid, status, code, rank, n)
    ), furthest as (
      select distinct on (org, sid) org, sid, status, rank from input order by org, sid, rank desc, n
    )
    update whatsapp_messages m set
      status = f.status,
      error_code = coalesce(
        (select i.code from input i where i.org = f.org and i.sid = f.sid and i.code is not null
          and i.rank > ${CURRENT_RANK} order by i.rank desc, i.n limit 1),
        m.error_code),
      updated_at = now()
    from furthest f
    where m.organization_id = f.org and m.message_sid = f.sid and m.direction = 'outbound'
      and ${CURRENT_RANK} < f.rank`.execute(db);
}
