// Personal identifiers the product must never hold (BSN, bank account, ID document). The
// sync drops them from every record before mapping, even when a mapping names one; the
// webhook log drops them from what it keeps of a payload. Names are compared by their words
// run together ("bank_acc_number", "bankAccNumber" and "BankAccNumber" are one name), and a
// key holding one of them among other words ("employeeBsn", "iban_verified") counts too,
// since Fleks and the systems around it spell these in English and Dutch, and not alike.
const SENSITIVE = new Set([
  "bsn",
  "bsnnummer",
  "burgerservicenummer",
  "sofinummer",
  "sofinr",
  "socialnumber",
  "socialsecuritynumber",
  "citizenservicenumber",
  "iban",
  "bankacc",
  "bankaccnumber",
  "bankaccount",
  "bankaccountnumber",
  "bankrekening",
  "bankrekeningnummer",
  "rekeningnummer",
  "documentnumber",
  "iddocumentnumber",
  "passportnumber",
  "paspoortnummer",
  "identiteitsbewijsnummer",
]);
const LONGEST = Math.max(...[...SENSITIVE].map((name) => name.length));

/** The key's words, lower case: split at separators and where a lower-case letter or digit meets a capital. */
function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function namesSensitive(key: string): boolean {
  const words = wordsOf(key);
  for (let i = 0; i < words.length; i++) {
    let run = "";
    for (let j = i; j < words.length && run.length <= LONGEST; j++) {
      run += words[j];
      if (SENSITIVE.has(run)) return true;
    }
  }
  return false;
}

// Every record of a page repeats the same keys: each key's verdict is remembered (the map
// is emptied when full, as keys come from outside).
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 10_000;

export function isSensitiveField(field: string): boolean {
  let verdict = verdicts.get(field);
  if (verdict === undefined) {
    verdict = namesSensitive(field);
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
