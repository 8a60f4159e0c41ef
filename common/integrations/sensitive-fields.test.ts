import { describe, expect, it } from "vitest";
import { isSensitiveField, stripSensitive } from "./sensitive-fields.ts";

describe("isSensitiveField", () => {
  it("knows the identifiers in the spellings of Fleks and the systems around it, English and Dutch", () => {
    for (const key of [
      "socialNumber",
      "social_number",
      "BSN",
      "bsn_nummer",
      "BSNNummer",
      "burgerservicenummer",
      "Burgerservicenummer",
      "sofiNummer",
      "citizenServiceNumber",
      "bankAccNumber",
      "bank_acc_number",
      "IBAN",
      "employeeIban",
      "iban_verified",
      "bankrekeningnummer",
      "documentNumber",
      "passportNumber",
      "paspoortnummer",
    ])
      expect(isSensitiveField(key), key).toBe(true);
  });

  it("leaves keys alone that only contain the letters across words", () => {
    for (const key of ["jobSnapshot", "job_snapshot", "ibanez", "number", "documentType", "account", "id"])
      expect(isSensitiveField(key), key).toBe(false);
  });
});

describe("stripSensitive", () => {
  it("removes them at every depth, arrays included, and returns a clean record uncopied", () => {
    const clean = { id: "e1", name: "Anna", shifts: [{ id: "s1" }] };
    expect(stripSensitive(clean)).toBe(clean);
    expect(
      stripSensitive({
        id: "e1",
        bsn: "111222333",
        nested: { burgerservicenummer: "111222333", list: [{ IBAN: "x" }] },
      }),
    ).toEqual({ id: "e1", nested: { list: [{}] } });
  });
});
