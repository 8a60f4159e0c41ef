import { toE164 } from "../whatsapp/e164.ts";

/** People type numbers with spaces and dashes ("+31 6-1234 5678"); WhatsApp sends them bare. */
export const compactPhone = (v: string) => v.replace(/[\s\-.()]/g, "");

/**
 * A number as the assistant matches it (E.164), from how it is written in a spreadsheet
 * (see toE164: Dutch national numbers get +31); anything else is returned compacted and
 * fails the E.164 check.
 */
export const normalizePhone = (v: string): string => toE164(v) ?? compactPhone(v);
