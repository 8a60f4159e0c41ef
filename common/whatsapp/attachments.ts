/**
 * What an employee sent beside (or instead of) text. Only the kind is kept: the files are
 * never fetched, because a photo of an ID card or a payslip carries a BSN or IBAN that no
 * text filter can take out, and the assistant cannot read them anyway; once the message is
 * recorded they are deleted at Twilio too (delete_at_twilio).
 */
export const ATTACHMENT_KINDS = ["image", "sticker", "audio", "video", "document", "contact", "location"] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
