import { isSensitiveName } from "../privacy/sensitive-names.ts";

// Personal identifiers the product must never hold (BSN, bank account, ID document). The
// sync drops them from every record before mapping, even when a mapping names one; the
// webhook log drops them from what it keeps of a payload. Which names count is decided in
// one place for the sync and the CSV import (common/privacy/sensitive-names.ts).

// Every record of a page repeats the same keys: each key's verdict is remembered (the map
// is emptied when full, as keys come from outside).
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 10_000;

export function isSensitiveField(field: string): boolean {
  let verdict = verdicts.get(field);
  if (verdict === undefined) {
    verdict = isSensitiveName(field);
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(field, verdict);
  }
  return verdict;
}

function holdsSensitive(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSensitive);
  if (!value || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  // Keys, not entries: this runs on every synced record, and most hold nothing to strip.
  for (const key of Object.keys(record)) if (isSensitiveField(key) || holdsSensitive(record[key])) return true;
  return false;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) if (!isSensitiveField(key)) out[key] = strip(inner);
  return out;
}

/**
 * `value` (a parsed JSON record or payload) without the sensitive fields, at every depth,
 * arrays included. One that holds none comes back as it is, uncopied: a sync maps 100,000.
 */
export function stripSensitive<T>(value: T): T {
  return holdsSensitive(value) ? (strip(value) as T) : value;
}
