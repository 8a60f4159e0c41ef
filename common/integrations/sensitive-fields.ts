// Personal identifiers the product must never hold (BSN, bank account, ID document), in
// the spellings the Fleks APIs use. The sync drops them from every record before mapping,
// even when a mapping names one.
const SENSITIVE = new Set(
  [
    "socialNumber",
    "social_number",
    "bsn",
    "BSN",
    "citizenServiceNumber",
    "bankAccNumber",
    "bank_acc_number",
    "bankAccountNumber",
    "iban",
    "IBAN",
    "documentNumber",
    "document_number",
    "idDocumentNumber",
    "passportNumber",
  ].map((f) => f.toLowerCase()),
);

// Every record of a page repeats the same keys: each key's verdict is remembered (the map
// is emptied when full, as keys come from outside).
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 10_000;

export function isSensitiveField(field: string): boolean {
  let verdict = verdicts.get(field);
  if (verdict === undefined) {
    verdict = SENSITIVE.has(field.toLowerCase());
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(field, verdict);
  }
  return verdict;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function holdsSensitive(record: Record<string, unknown>): boolean {
  for (const key of Object.keys(record)) {
    if (isSensitiveField(key)) return true;
    const value = record[key];
    if (isRecord(value) && holdsSensitive(value)) return true;
  }
  return false;
}

/**
 * `record` without the sensitive fields (top level; nested objects are checked too). A
 * record that holds none comes back as it is, uncopied: a sync maps 100,000 of them.
 */
export function stripSensitive(record: Record<string, unknown>): Record<string, unknown> {
  if (!holdsSensitive(record)) return record;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (isSensitiveField(key)) continue;
    out[key] = isRecord(value) ? stripSensitive(value) : value;
  }
  return out;
}
