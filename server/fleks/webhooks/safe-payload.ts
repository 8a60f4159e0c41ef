import { stripSensitive } from "../../../common/integrations/sensitive-fields.ts";
import type { WebhookJson, WebhookPayload } from "../../../common/integrations/webhook-kinds.ts";
import { redactTexts } from "../sync/redact-texts.ts";

/** What is kept of a payload: plenty for reading a delivery, little enough for a table row. */
const MAX_STORED_CHARS = 32 * 1024;

/**
 * The payload as the deliveries table keeps it: personal identifiers (BSN, IBAN, ID
 * document) removed at every depth, arrays included, by their field's name and, in any text
 * (a note: "bsn 111222333"), by their form; an oversized one reduced to its
 * type and the ids it names, so a record the product must not hold is never written and a
 * large batch does not bloat every browser's replica.
 */
export function safePayload(parsed: { type: string; data: { id?: unknown; ids?: unknown } }): WebhookPayload {
  // The log is for reading a delivery, not for processing one (a sync fetches the records),
  // so redacting an id that happens to look like a BSN loses nothing the product needs.
  const stripped = redactTexts(stripSensitive(parsed) as WebhookPayload);
  if (JSON.stringify(stripped).length <= MAX_STORED_CHARS) return stripped;
  const ids = Array.isArray(parsed.data.ids) ? (parsed.data.ids.slice(0, 100) as WebhookJson[]) : null;
  return { type: parsed.type, data: { id: (parsed.data.id as WebhookJson) ?? null, ids }, truncated: true };
}
