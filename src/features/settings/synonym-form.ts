import { nl } from "../../../common/i18n/nl.ts";
import { isTermTaken, isUniqueViolation, splitSynonyms } from "../../../common/zero/synonym-terms.ts";
import { synonymFieldsInput } from "../../../common/zero/validation.ts";

export type SynonymFields = { term: string; synonyms: string };
export type SynonymErrors = Partial<Record<keyof SynonymFields, string>>;

export const emptySynonym: SynonymFields = { term: "", synonyms: "" };

/** The form's text as stored: "planning, diensten" becomes a list. */
export const synonymFieldsFrom = (row: { term: string; synonyms: readonly string[] }): SynonymFields => ({
  term: row.term,
  synonyms: row.synonyms.join(", "),
});

/**
 * The term and synonyms to save, or a Dutch message per field: the mutators' own rules,
 * plus a term another entry of the organisation already has.
 */
export function parseSynonymForm(
  fields: SynonymFields,
  entries: readonly { id: string; term: string }[],
  exceptId: string | null,
): { ok: true; term: string; synonyms: string[] } | { ok: false; errors: SynonymErrors } {
  const parsed = synonymFieldsInput.safeParse({ term: fields.term, synonyms: splitSynonyms(fields.synonyms) });
  const errors: SynonymErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "term" ? "term" : "synonyms";
      errors[field] ??= issue.message;
    }
  }
  if (!errors.term && isTermTaken(entries, fields.term, exceptId)) errors.term = nl.synonyms.duplicateTerm;
  if (!parsed.success || errors.term) return { ok: false, errors };
  return { ok: true, term: parsed.data.term, synonyms: parsed.data.synonyms };
}

/**
 * A refused save as field messages: a taken term (the mutator's check or, when another
 * admin saved the same term a moment earlier, the database's unique index) belongs to the
 * term field; anything else is for a toast.
 */
export function synonymSaveErrors(message: string): SynonymErrors | null {
  if (message.includes(nl.synonyms.duplicateTerm) || isUniqueViolation(message)) {
    return { term: nl.synonyms.duplicateTerm };
  }
  return null;
}
