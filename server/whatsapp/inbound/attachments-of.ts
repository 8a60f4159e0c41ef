import type { AttachmentKind } from "../../../common/whatsapp/attachments.ts";

// Twilio delivers at most 10 media items per message; more is not a genuine delivery.
const MAX_MEDIA = 10;

/** The kind of one media item by its MIME type (voice notes arrive as audio/ogg, stickers as image/webp). */
function kindOf(contentType: string): AttachmentKind {
  const type = contentType.trim().toLowerCase();
  // WhatsApp sends stickers, and only those, as WebP: a reaction, not a photo of a sick note.
  if (type === "image/webp") return "sticker";
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("audio/")) return "audio";
  if (type.startsWith("video/")) return "video";
  if (type === "text/vcard" || type === "text/x-vcard") return "contact";
  return "document";
}

/**
 * The attachments of an inbound Twilio webhook, from its form fields: `NumMedia` items, each
 * by `MediaContentType{i}`, and a shared location (`Latitude`/`Longitude`, whose values are
 * not kept). Null when `NumMedia` is not a whole number from 0 to MAX_MEDIA.
 */
export function attachmentsOf(params: Record<string, string>): AttachmentKind[] | null {
  const raw = params.NumMedia ?? "0";
  if (!/^\d{1,2}$/.test(raw) || Number(raw) > MAX_MEDIA) return null;
  const kinds: AttachmentKind[] = [];
  for (let i = 0; i < Number(raw); i++) kinds.push(kindOf(params[`MediaContentType${i}`] ?? ""));
  if (params.Latitude && params.Longitude) kinds.push("location");
  return kinds;
}
