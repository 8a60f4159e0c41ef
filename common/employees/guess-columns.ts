import { IMPORT_FIELDS, type ImportField } from "./import-row.ts";
import { normalizeHeader } from "./sensitive-columns.ts";

/** Header names per field, Dutch and English, normalised (lower case, letters and digits only). */
const ALIASES: Record<ImportField, readonly string[]> = {
  first_name: ["voornaam", "voornamen", "roepnaam", "firstname", "givenname", "fname", "forename"],
  last_name: ["achternaam", "familienaam", "geslachtsnaam", "lastname", "surname", "familyname", "lname"],
  phone_number: [
    "telefoonnummer",
    "telefoon",
    "mobielnummer",
    "mobiel",
    "mobiletelephone",
    "whatsapp",
    "phonenumber",
    "phone",
    "mobile",
    "gsm",
    "telnr",
    "tel",
    "cell",
  ],
  email: ["emailadres", "email", "mailadres", "mail"],
  employee_number: [
    "personeelsnummer",
    "personeelsnr",
    "medewerkernummer",
    "medewerkernr",
    "employeenumber",
    "employeeid",
    "employeeno",
    "staffnumber",
    "staffid",
    "personnelnumber",
  ],
};

export type ColumnMapping = Record<ImportField, string | null>;

/**
 * A first guess of which header holds which field: an exact alias first, then a header
 * that contains one (longest alias first, so "telefoonnummer" wins over "tel"). Each
 * header is used once; `excluded` headers (BSN, bank) are never offered.
 */
export function guessColumns(headers: readonly string[], excluded: ReadonlySet<string> = new Set()): ColumnMapping {
  const candidates = headers.filter((h) => !excluded.has(h));
  const used = new Set<string>();
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, null])) as ColumnMapping;
  const pick = (field: ImportField, match: (header: string, alias: string) => boolean) => {
    if (mapping[field]) return;
    const aliases = [...ALIASES[field]].sort((a, b) => b.length - a.length);
    for (const alias of aliases) {
      const found = candidates.find((h) => !used.has(h) && match(normalizeHeader(h), alias));
      if (found) {
        mapping[field] = found;
        used.add(found);
        return;
      }
    }
  };
  for (const field of IMPORT_FIELDS) pick(field, (h, alias) => h === alias);
  for (const field of IMPORT_FIELDS) pick(field, (h, alias) => h.includes(alias));
  return mapping;
}
