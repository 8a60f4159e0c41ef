import { redact } from "../../../common/privacy/redact.ts";
import type { TwilioClient } from "../../integrations/twilio/twilio-client.ts";

/** A free-form body, or an approved template by its content sid (outside the 24-hour window). */
export type Outgoing = {
  from: string;
  to: string;
  body: string;
  contentSid?: string | null;
  /** A template's variables as Twilio's ContentVariables JSON ({"1":"Sanne"}). */
  contentVariables?: string | null;
  statusCallback: string;
};

const ATTEMPTS = 4;
const BACKOFF_MS = 200;

/** Twilio's HTTP status on an SDK error (RestException carries `status`), if any. */
const statusOf = (err: unknown) =>
  typeof err === "object" && err !== null && "status" in err ? Number((err as { status: unknown }).status) : 0;

export class PermanentSendError extends Error {
  code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** Whether a sid is one of our recorded messages (isKnownSid), so never this one. */
export type IsKnown = (sid: string) => Promise<boolean>;
/** Waits for the organisation's moment to send (paceSend); called before every attempt, `retry` after a failed one. */
export type Pace = (retry?: boolean) => Promise<void>;

/**
 * Sends one WhatsApp message, retrying 5xx, 429 and network errors with exponential
 * backoff (200, 400, 800 ms); other 4xx are permanent (bad number, outside the 24-hour
 * window) and throw PermanentSendError with Twilio's error code. A network error may have
 * hidden an accepted message, so before resending it looks for it. Every attempt first waits
 * for its turn (`pace`): WhatsApp counts each message the organisation sends, whoever sends
 * it. Returns the SM... sid.
 */
export async function sendWhatsApp(
  client: TwilioClient,
  msg: Outgoing,
  isKnown: IsKnown,
  pace: Pace,
): Promise<{ sid: string; status: string }> {
  const since = new Date();
  for (let attempt = 1; ; attempt++) {
    await pace(attempt > 1);
    try {
      const sent = await client.messages.create({
        from: `whatsapp:${msg.from}`,
        to: `whatsapp:${msg.to}`,
        ...(msg.contentSid
          ? { contentSid: msg.contentSid, ...(msg.contentVariables ? { contentVariables: msg.contentVariables } : {}) }
          : { body: redact(msg.body) }), // already redacted where stored (redactOutbound); this is whatever else sends
        statusCallback: msg.statusCallback,
      });
      return { sid: sent.sid, status: sent.status };
    } catch (err) {
      const status = statusOf(err);
      const retryable = status === 0 || status === 429 || status >= 500;
      if (!retryable) {
        const code = String((err as { code?: unknown }).code ?? status);
        throw new PermanentSendError(code, err instanceof Error ? err.message : String(err));
      }
      if (attempt >= ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, BACKOFF_MS * 2 ** (attempt - 1)));
      if (status === 0) {
        const sid = await findSent(client, msg, since, isKnown).catch(() => null);
        if (sid) return { sid, status: "queued" };
      }
    }
  }
}

/**
 * After a crash between Twilio accepting a message and us recording its sid, the job runs
 * again: find that message on Twilio instead of sending it a second time. Only a message we
 * have no record of counts: an earlier reply with the same text ("Oké, dank je") is another
 * message. A template's rendered text is Twilio's, so any unrecorded message of ours to the
 * number counts. Listed by recipient, newest first, and dated by date_created here: Twilio
 * filters DateSent by day, and a message still queued has no date_sent yet.
 */
export async function findSent(
  client: TwilioClient,
  msg: Outgoing,
  since: Date,
  isKnown: IsKnown,
): Promise<string | null> {
  const after = since.getTime() - 60_000; // the two clocks may differ
  const recent = await client.messages.list({ to: `whatsapp:${msg.to}`, from: `whatsapp:${msg.from}`, limit: 50 });
  for (const m of recent) {
    if (m.from !== `whatsapp:${msg.from}`) continue;
    if (m.dateCreated && m.dateCreated.getTime() < after) continue;
    if (!msg.contentSid && m.body !== redact(msg.body)) continue;
    if (await isKnown(m.sid)) continue;
    return m.sid;
  }
  return null;
}
