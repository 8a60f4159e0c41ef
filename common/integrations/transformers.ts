import { toE164 } from "../whatsapp/e164.ts";
import { parseTransformer } from "./field-mappings.ts";

// What the mapping transformers do, shared by the sync (server) and the Mappings tab's
// preview (browser). A value a text transformer cannot read is returned unchanged; phone
// and date ones give null, so a required field reads as missing.

// A UTC ISO string Date would give back unchanged (days up to 28, so no month rolls over):
// returned as it is, because parsing it cost a large share of a 100,000-shift sync.
const CANONICAL_UTC = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/** A date-time as a UTC ISO string; a bare date (YYYY-MM-DD) stays a date (it names a day, not a moment). */
export function toUtcIso(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && CANONICAL_UTC.test(value)) return value;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === "number" ? new Date(value) : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Applies one stored transformer ('trim', 'lowercase', 'phone_e164', 'datetime_utc' or
 * 'constant:<value>', see field-mappings.ts). An unknown one changes nothing.
 */
export function applyTransformer(transformer: string | undefined, value: unknown): unknown {
  const { kind, value: constant } = parseTransformer(transformer);
  switch (kind) {
    case "constant":
      return constant;
    case "trim":
      return typeof value === "string" ? value.trim() : value;
    case "lowercase":
      return typeof value === "string" ? value.trim().toLowerCase() : value;
    case "phone_e164":
      // A number it cannot read is kept as written: the import then says it is invalid
      // ("bel via kantoor") instead of missing, and Medewerkers shows what Fleks holds.
      return toE164(value) ?? (typeof value === "string" && value.trim() ? value.trim() : null);
    case "datetime_utc":
      return toUtcIso(value);
    default:
      return value;
  }
}
