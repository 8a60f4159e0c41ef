// An organisation's own synonyms: a term (word or phrase) and the words the assistant also
// searches for when an employee uses it.

export const MAX_SYNONYMS = 30;
export const SYNONYM_MAX_LENGTH = 80;

/** Single spaces, trimmed: how a term or synonym is stored. */
export const tidyTerm = (text: string) => text.trim().replace(/\s+/g, " ");

/** Terms compare lower-cased, as the database's unique index (organisation, lower(btrim(term))) does. */
export const termKey = (text: string) => tidyTerm(text).toLocaleLowerCase("nl");

/** "planning, diensten" (commas or new lines) as a list, tidied, blanks and repeats left out. */
export function splitSynonyms(text: string): string[] {
  return uniqueTerms(text.split(/[,;\n]/));
}

export function uniqueTerms(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const tidy = tidyTerm(item);
    const key = termKey(tidy);
    if (!tidy || seen.has(key)) continue;
    seen.add(key);
    out.push(tidy);
  }
  return out;
}

/** A term some other entry of the organisation already uses (the entry being edited excepted). */
export function isTermTaken(
  entries: readonly { id: string; term: string }[],
  term: string,
  exceptId: string | null = null,
): boolean {
  const key = termKey(term);
  return entries.some((e) => e.id !== exceptId && termKey(e.term) === key);
}

/** Postgres' unique-violation text as zero-cache passes it on (a race another tab won). */
export const isUniqueViolation = (message: string) => /unique|duplicate key/i.test(message);
