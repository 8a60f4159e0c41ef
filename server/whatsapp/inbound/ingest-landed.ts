import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { InboundLandingTable } from "../../db/types-system.ts";
import { requestTwilioDeletions } from "../../privacy/twilio-deletions/request-twilio-deletions.ts";
import { carriesMedia, storeInbound } from "./store-inbound.ts";

type Landed = Omit<Selectable<InboundLandingTable>, "seq">;

const BATCH = 1000;
// One ingester at a time, in any process: messages join their conversations in the order
// they landed, and message counts add up. (Two messages of one sender landing in concurrent
// commits within the same millisecond could reach the outbox in either order; their
// created_at is still when each landed.)
const INGEST_LOCK = 0x494e47;

/**
 * Moves landed webhook messages into their conversations and the assistant's outbox, oldest
 * first, up to a thousand per transaction: a landed row goes in the same commit that stores
 * its message (and asks for its media to be deleted at Twilio, if it carried any). Returns
 * how many landed rows it took.
 */
export async function ingestLanded(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${INGEST_LOCK})`.execute(trx);
      const { rows } = await sql<Landed>`
        with taken as (
          delete from system.inbound_landing where seq in (
            select seq from system.inbound_landing order by seq limit ${BATCH}
          ) returning seq, message_sid, organization_id, sender, body, attachments, quoted_sid, profile_name, received_at
        )
        select message_sid, organization_id, sender, body, attachments, quoted_sid, profile_name, received_at
        from taken order by seq`.execute(trx);
      if (rows.length === 0) return 0;
      await storeInbound(
        trx,
        rows.map((r) => ({
          organizationId: r.organization_id,
          messageSid: r.message_sid,
          from: r.sender,
          body: r.body,
          attachments: r.attachments ?? undefined,
          quotedSid: r.quoted_sid ?? undefined,
          profileName: r.profile_name ?? undefined,
          receivedAt: r.received_at,
        })),
      );
      // Their media, recorded for deletion at Twilio by storeInbound, go as soon as this commits.
      if (rows.some((r) => carriesMedia(r.attachments))) await requestTwilioDeletions(trx);
      return rows.length;
    });
    total += taken;
    if (taken < BATCH) return total;
  }
}
