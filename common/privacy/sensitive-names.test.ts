import { describe, expect, it } from "vitest";
import { isSensitiveHeader } from "../employees/sensitive-columns.ts";
import { isSensitiveField } from "../integrations/sensitive-fields.ts";
import { isSensitiveName } from "./sensitive-names.ts";

// Names of one identifier as Fleks fields, payroll exports and CSV headers spell them.
const SENSITIVE = [
  "sofiNumber",
  "sofi_nummer",
  "Sofinummer",
  "fiscaalNummer",
  "fiscaal-nr",
  "ssn",
  "SSN",
  "passportNo",
  "passport_number",
  "Paspoortnummer",
  "idCardNumber",
  "ID-kaart",
  "idNumber",
  "rekeningNr",
  "Rekening",
  "Bankrekeningnummer",
  "bankAccNumber",
  "accountNr",
  "Bank",
  "BIC",
  "IBAN",
  "employeeIban",
  "BSN",
  "BSNNummer",
  "bsn_nummer",
  "Burgerservicenummer",
  "werknemerBurgerservicenummer",
  "citizenServiceNumber",
  "socialSecurityNumber",
  "documentNumber",
  "Document nummer",
  "Identiteitsbewijs",
  "Rijbewijsnummer",
];
const HARMLESS = [
  "jobSnapshot",
  "ibanez",
  "number",
  "account",
  "documentType",
  "id",
  "externalId",
  "Employee ID",
  "Personeelsnummer",
  "employeeNumber",
  "Voornaam",
  "Telefoon",
  "E-mail",
  "notes",
  "publicHoliday",
  "businessName",
];

describe("isSensitiveName: one list for the Fleks sync, mapping targets and the CSV import", () => {
  it("knows every spelling, whatever the case, separators or accents", () => {
    for (const name of SENSITIVE) {
      expect(isSensitiveName(name), name).toBe(true);
      // The sync's field check and the import's header check give the same answer.
      expect(isSensitiveField(name), name).toBe(true);
      expect(isSensitiveHeader(name), name).toBe(true);
    }
  });

  it("leaves names alone that only contain the letters across words", () => {
    for (const name of HARMLESS) {
      expect(isSensitiveName(name), name).toBe(false);
      expect(isSensitiveField(name), name).toBe(false);
      expect(isSensitiveHeader(name), name).toBe(false);
    }
  });
});
