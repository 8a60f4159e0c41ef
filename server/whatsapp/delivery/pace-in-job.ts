import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { Pace } from "./send-whatsapp.ts";
import { takeSendSlot } from "./take-send-slot.ts";

// How long a job may wait for its message's moment. Further out, the wait would hold one of
// the worker's few slots, and a busy organisation's line would hold up every other
// organisation's replies, e-mails and documents: the message is rescheduled instead
// (deferSend). A fifth of a second is two messages at the steady pace, less than the job's
// round trip through the queue would cost.
export const MAX_JOB_WAIT_MS = 200;
// A rescheduled message keeps the moment it took for this long after it passed (picking the
// job up while every worker slot is busy, the conversation's lock): a few messages late
// together are a moment's bunching, far under WhatsApp's 80 a second. A job later than that
// (a worker that was down) takes a new moment rather than go with all the others at once.
export const RESERVED_GRACE_MS = 1_000;

/** The organisation's next moment is too far out to wait for in the job: send at `at`. */
export class SendLater extends Error {
  readonly at: Date;
  readonly waitMs: number;
  /** Taken before an attempt after a failed one, which may have reached Twilio after all. */
  readonly afterFailedAttempt: boolean;
  constructor(at: Date, waitMs: number, afterFailedAttempt: boolean) {
    super(`send at ${at.toISOString()}`);
    this.at = at;
    this.waitMs = waitMs;
    this.afterFailedAttempt = afterFailedAttempt;
  }
}

/**
 * The pace of a message sent by a job: the moment `reserved` for it when it was rescheduled
 * (first attempt only), else the organisation's next (takeSendSlot), waited for here when it
 * is at most MAX_JOB_WAIT_MS away, and otherwise thrown as SendLater.
 */
export function paceInJob(db: Db, organizationId: string, reserved: Date | null): Pace {
  let held = reserved;
  return async (retry = false) => {
    if (held) {
      const at = held;
      held = null;
      const { rows } = await sql<{ wait: number }>`
        select (extract(epoch from (${at}::timestamptz - clock_timestamp())) * 1000)::float8 as wait`.execute(db);
      const wait = Number(rows[0].wait);
      if (wait >= -RESERVED_GRACE_MS) return sleep(wait);
    }
    const slot = await takeSendSlot(db, organizationId, "reply");
    if (!("waitMs" in slot)) return; // a reply is never sent back in the line
    if (slot.waitMs > MAX_JOB_WAIT_MS) throw new SendLater(slot.at, slot.waitMs, retry);
    return sleep(slot.waitMs);
  };
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((r) => setTimeout(r, ms)) : Promise.resolve());
