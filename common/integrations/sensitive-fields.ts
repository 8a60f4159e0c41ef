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

export const isSensitiveField = (field: string) => SENSITIVE.has(field.toLowerCase());

/** A copy of `record` without the sensitive fields (top level; nested objects are checked too). */
export function stripSensitive(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (isSensitiveField(key)) continue;
    out[key] =
      value && typeof value === "object" && !Array.isArray(value)
        ? stripSensitive(value as Record<string, unknown>)
        : value;
  }
  return out;
}
