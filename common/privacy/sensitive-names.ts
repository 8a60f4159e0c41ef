// The one list of names under which a personal identifier the product must never hold
// (BSN, bank account, ID document) arrives: a Fleks field, a mapping's target, a CSV column.
// Fleks and the systems around it, and the spreadsheets people export, spell these in
// English and Dutch and not alike, so a name is compared after folding case, accents and
// separators away ("Bank_Acc_Number", "bankAccNumber" and "bank acc number" are one name).
import { foldForSearch } from "../text/fold-for-search.ts";

// Short names that are only an identifier when they stand as a word, or a run of words, of
// their own: "bsn" in "employeeBsn" or "BSN-nummer", not in "jobSnapshot"; "iban" in
// "iban_verified", not in "ibanez".
const NAMES = new Set([
  "bsn",
  "bsnnr",
  "bsnnummer",
  "ssn",
  "sofi",
  "sofinr",
  "iban",
  "ibannr",
  "ibannummer",
  "bic",
  "bank",
  "bankacc",
  "bankno",
  "banknr",
  "idcard",
  "idkaart",
  "idnr",
  "idno",
  "idnumber",
  "idnummer",
  "passportno",
  "passportnr",
  "documentno",
  "documentnr",
]);

// Longer names that are an identifier wherever they occur in the folded name, also inside a
// Dutch compound written as one word ("Werknemerburgerservicenummer", "Bankrekeningnr").
const FRAGMENTS = [
  "burgerservice",
  "citizenservice",
  "socialsecurity",
  "socialnumber",
  "sofinum",
  "fiscaalnummer",
  "fiscaalnr",
  "fiscalnumber",
  "fiscalcode",
  "taxnumber",
  "taxidnumber",
  "rekening",
  "bankaccount",
  "bankaccnumber",
  "accountnumber",
  "accountnr",
  "accountno",
  "passport",
  "paspoort",
  "documentnumber",
  "documentnummer",
  "identiteitsbewijs",
  "identiteitskaart",
  "identitycard",
  "identitydocument",
  "rijbewijs",
  "driverslicen",
  "drivinglicen",
];
const LONGEST = Math.max(...[...NAMES].map((name) => name.length));

/** The name's words, folded: split at separators and where a lower-case letter or digit meets a capital. */
function wordsOf(name: string): string[] {
  return foldForSearch(name.replace(/([a-z0-9])([A-Z])/g, "$1 $2"))
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a field, column or mapping target by this name holds a BSN, bank account or ID document number. */
export function isSensitiveName(name: string): boolean {
  const words = wordsOf(name);
  const joined = words.join("");
  if (FRAGMENTS.some((fragment) => joined.includes(fragment))) return true;
  for (let i = 0; i < words.length; i++) {
    let run = "";
    for (let j = i; j < words.length && run.length <= LONGEST; j++) {
      run += words[j];
      if (NAMES.has(run)) return true;
    }
  }
  return false;
}
