import type { Delivery } from "../support/twilio-sender.ts";
import type { FaultStack } from "./fault-stack.ts";

export type Wave = {
  fault: string;
  /** Each delivery with the phone it came from (one message per phone, so replies map to messages). */
  deliveries: Array<Delivery & { phone: string }>;
  /** Seconds from the fault until /api/health said ok again (null: not within the limit). */
  recoveredAfterS: number | null;
};

export type Row = {
  fault: string;
  offered: number;
  acknowledged: number;
  stored: number;
  answered: number;
  duplicated: number;
  lost: number;
  /** Deliveries answered 5xx (Twilio retries none of them: lost). */
  answered5xx: number;
  /** Deliveries whose connection failed (the one thing Twilio tries once more), then acknowledged on that retry. */
  retried: number;
  retriedStoredOnce: number;
  recoveredAfterS: number | null;
};

/** What became of a wave's messages: stored (once), answered (replies sent to Twilio), lost. */
export async function tally(stack: FaultStack, wave: Wave): Promise<Row> {
  const sids = wave.deliveries.map((d) => d.messageSid);
  const rows = await stack.app.sql<Array<{ message_sid: string; n: number }>>`
    select message_sid, count(*)::int as n from whatsapp_messages
    where message_sid = any(${sids}) and direction = 'inbound' group by message_sid`;
  const storedTimes = new Map(rows.map((r) => [r.message_sid, r.n]));
  const replies = (phone: string) => stack.twilio.sent.filter((m) => m.to === `whatsapp:${phone}`).length;
  const acked = wave.deliveries.filter((d) => d.acknowledged);
  const retried = acked.filter((d) => d.statuses.some((s) => s === 0 || s >= 500));
  return {
    fault: wave.fault,
    offered: wave.deliveries.length,
    acknowledged: acked.length,
    stored: wave.deliveries.filter((d) => storedTimes.has(d.messageSid)).length,
    answered: wave.deliveries.filter((d) => replies(d.phone) > 0).length,
    duplicated: wave.deliveries.filter((d) => replies(d.phone) > 1).length,
    lost: acked.filter((d) => storedTimes.get(d.messageSid) !== 1 || replies(d.phone) === 0).length,
    answered5xx: wave.deliveries.filter((d) => d.statuses.some((s) => s >= 500)).length,
    retried: retried.length,
    retriedStoredOnce: retried.filter((d) => storedTimes.get(d.messageSid) === 1).length,
    recoveredAfterS: wave.recoveredAfterS,
  };
}

/** True once every acknowledged message of every wave is stored and answered. */
export async function settled(stack: FaultStack, waves: Wave[]): Promise<boolean> {
  for (const wave of waves) {
    const row = await tally(stack, wave);
    if (row.lost > 0) return false;
  }
  return true;
}

export function printTable(rows: Row[]) {
  const head = [
    "fault",
    "offered",
    "acked",
    "stored",
    "answered",
    "dup",
    "lost",
    "5xx",
    "retried",
    "stored once",
    "healthy after",
  ];
  const cells = rows.map((r) => [
    r.fault,
    r.offered,
    r.acknowledged,
    r.stored,
    r.answered,
    r.duplicated,
    r.lost,
    r.answered5xx,
    r.retried,
    r.retriedStoredOnce,
    r.recoveredAfterS === null ? "never" : `${r.recoveredAfterS.toFixed(1)} s`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (c: Array<string | number>) => c.map((v, i) => String(v).padEnd(widths[i])).join(" | ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const c of cells) console.log(line(c));
}
