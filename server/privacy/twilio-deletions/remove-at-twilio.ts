import type { TwilioClient } from "../../integrations/twilio/twilio-client.ts";

/**
 * What became of one deletion at Twilio: `gone` (deleted now, or already gone: a 404),
 * `not_final` (Twilio refuses to delete a message it is still processing, error 20009:
 * try again in a few minutes), `refused` (Twilio refuses this one message for another
 * reason: try it again later, the others need not wait), or `failed` (Twilio away, refusing
 * our credentials, limiting us...: try again later, and leave this account alone until then).
 */
export type RemoveOutcome = "gone" | "not_final" | "refused" | "failed";

const NOT_FINAL = 20009;
// Refusals that are about the account or the load, not about one message.
const ACCOUNT_WIDE = new Set([401, 403, 429]);

function outcomeOf(err: unknown): RemoveOutcome {
  const { status, code } = (err ?? {}) as { status?: number; code?: number };
  if (code === NOT_FINAL) return "not_final";
  if (status === 404) return "gone";
  if (status && status >= 400 && status < 500 && !ACCOUNT_WIDE.has(status)) return "refused";
  return "failed";
}

/**
 * Deletes one message at Twilio, or only its media (an inbound photo, PDF or voice note,
 * listed at Twilio: we never kept their addresses). Deleting a message deletes its media
 * too, as Twilio documents.
 */
export async function removeAtTwilio(
  client: TwilioClient,
  messageSid: string,
  mediaOnly: boolean,
): Promise<RemoveOutcome> {
  try {
    if (!mediaOnly) {
      await client.messages(messageSid).remove();
      return "gone";
    }
    const media = await client.messages(messageSid).media.list({ limit: 50 });
    for (const item of media) {
      try {
        await client.messages(messageSid).media(item.sid).remove();
      } catch (err) {
        // One already gone is no reason to stop; anything else is.
        if (outcomeOf(err) !== "gone") throw err;
      }
    }
    return "gone";
  } catch (err) {
    return outcomeOf(err);
  }
}
