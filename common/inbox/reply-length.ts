/**
 * The longest reply staff may send: WhatsApp's own limit for one message. Twilio takes at
 * most 1,600 characters a message, so delivery sends a longer reply as several messages,
 * cut where a reader pauses (server/whatsapp/delivery/split-body.ts).
 */
export const MAX_REPLY_CHARS = 4096;
/** From this length the composer shows the count, so nobody meets the limit by surprise. */
export const SHOW_COUNT_FROM = 1400;
