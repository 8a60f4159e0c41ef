import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { refreshFromParts } from "../delivery/refresh-from-parts.ts";
import { scheduleResends } from "../delivery/schedule-resends.ts";
import { isFailure, STATUS_RANK } from "../delivery/status-rank.ts";

const rankOf = (column: string) =>
  sql.raw(`(case ${column} ${[...STATUS_RANK].map(([s, r]) => `when '${s}' then ${r}`).join(" ")} else -1 end)`);
const CURRENT_RANK = rankOf("m.status");
const PART_RANK = rankOf("p.status");
const TEST_RANK = rankOf("t.status");

export type StatusCallback = { organizationId: string; messageSid: string; status: string; errorCode: string | null };

/**
 * Status callbacks, a batch in one statement: each outbound message moves to the furthest
 * status among its callbacks, if that is further than where it is, with the error code of
 * the furthest callback that carries one and moves it on. Unknown statuses are ignored. The
 * outcome is the same as applying the callbacks one by one, in the order they came. A part
 * of a reply sent in several messages moves the same way, and its reply then shows the
 * worst of its parts (refreshFromParts); the WhatsApp page's test message moves the same way.
 * A message WhatsApp throttled (63018) is queued to be sent again (scheduleResends).
 */
export async function applyStatuses(db: Db, batch: StatusCallback[]): Promise<void> {
  const known = batch.flatMap((c) => {
    const rank = STATUS_RANK.get(c.status);
    return rank === undefined ? [] : [{ ...c, rank }];
  });
  if (known.length === 0) return;
  const input = sql`
    with input as (
      select * from unnest(
        ${known.map((c) => c.organizationId)}::text[], ${known.map((c) => c.messageSid)}::text[],
        ${known.map((c) => c.status)}::text[], ${known.map((c) => c.errorCode)}::text[],
        ${known.map((c) => c.rank)}::int[]
      ) with ordinality as t(org, sid, status, code, rank, n)
    ), furthest as (
      select distinct on (org, sid) org, sid, status, rank from input order by org, sid, rank desc, n
    )`;
  const furthestCode = (current: ReturnType<typeof sql>) => sql`(select i.code from input i
    where i.org = f.org and i.sid = f.sid and i.code is not null and i.rank > ${current}
    order by i.rank desc, i.n limit 1)`;
  // One statement: the messages, the parts of long replies and the WhatsApp page's test
  // message each move forward the same way, and a callback for none of them waits.
  const moved = await sql<{ kind: "message" | "part"; message_id: string }>`${input}, messages as (
      update whatsapp_messages m set
        status = f.status,
        error_code = coalesce(${furthestCode(CURRENT_RANK)}, m.error_code),
        updated_at = now()
      from furthest f
      where m.organization_id = f.org and m.message_sid = f.sid and m.direction = 'outbound'
        and ${CURRENT_RANK} < f.rank
        and not exists (select 1 from system.whatsapp_message_parts p where p.message_sid = f.sid)
      returning m.id
    ), tests as (
      update whatsapp_test_messages t set
        status = f.status,
        error_code = coalesce(${furthestCode(TEST_RANK)}, t.error_code),
        updated_at = now()
      from furthest f
      where t.organization_id = f.org and t.message_sid = f.sid and ${TEST_RANK} < f.rank
      returning 1
    ), parts as (
      update system.whatsapp_message_parts p set
        status = f.status,
        error_code = coalesce(${furthestCode(PART_RANK)}, p.error_code)
      from furthest f
      where p.organization_id = f.org and p.message_sid = f.sid and ${PART_RANK} < f.rank
      returning p.message_id
    ), early as (
      -- A callback for a sid not recorded yet (Twilio was quicker than its answer to our send)
      -- waits for it, its furthest status per sid, until applyEarlyStatuses finds the sid. In
      -- this statement, so it sees the sids as the updates above did: a sid recorded between
      -- two statements matched neither, and its callback (a 'failed' among them) was lost.
      insert into system.early_statuses as e (message_sid, organization_id, status, rank, error_code)
      select f.sid, f.org, f.status, f.rank, ${furthestCode(sql`-1`)} from furthest f
      where not known_message_sid(f.sid)
      on conflict (organization_id, message_sid) do update set
        status = excluded.status, rank = excluded.rank, error_code = coalesce(excluded.error_code, e.error_code)
      where excluded.rank > e.rank
      returning 1
    )
    select 'part' as kind, message_id from parts union all select 'message', id from messages`.execute(db);
  const ofParts = [...new Set(moved.rows.filter((r) => r.kind === "part").map((r) => r.message_id))];
  await refreshFromParts(db, ofParts);
  // Only a message a callback just failed can need a resend: a repeated callback moves nothing.
  const failed = known.some((c) => isFailure(c.status));
  if (failed) await scheduleResends(db, [...new Set(moved.rows.map((r) => r.message_id))]);
}
