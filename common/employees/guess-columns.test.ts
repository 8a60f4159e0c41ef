import { describe, expect, it } from "vitest";
import { guessColumns } from "./guess-columns.ts";
import { isSensitiveColumn, isSensitiveHeader, looksLikeBsn, looksLikeIban } from "./sensitive-columns.ts";

describe("guessing the columns of an employee CSV", () => {
  it("maps Dutch headers", () => {
    expect(guessColumns(["Voornaam", "Achternaam", "Telefoonnummer", "E-mailadres", "Personeelsnummer"])).toEqual({
      first_name: "Voornaam",
      last_name: "Achternaam",
      phone_number: "Telefoonnummer",
      email: "E-mailadres",
      employee_number: "Personeelsnummer",
    });
  });

  it("maps English headers, whatever their case and punctuation", () => {
    expect(guessColumns(["first_name", "Last Name", "Mobile", "EMAIL", "Employee ID"])).toEqual({
      first_name: "first_name",
      last_name: "Last Name",
      phone_number: "Mobile",
      email: "EMAIL",
      employee_number: "Employee ID",
    });
  });

  it("prefers an exact header to one that merely contains the word, and uses each header once", () => {
    const m = guessColumns(["Telefoon werk", "Mobiel", "Mail privé", "Email"]);
    expect(m.phone_number).toBe("Mobiel");
    expect(m.email).toBe("Email");
    expect(guessColumns(["Telefoonnummer mobiel"]).phone_number).toBe("Telefoonnummer mobiel");
  });

  it("leaves what it cannot place unmapped", () => {
    expect(guessColumns(["Naam", "Functie", "Tussenvoegsel"])).toEqual({
      first_name: null,
      last_name: null,
      phone_number: null,
      email: null,
      employee_number: null,
    });
  });

  it("never offers an excluded (sensitive) header", () => {
    const m = guessColumns(["Voornaam", "Telefoon BSN"], new Set(["Telefoon BSN"]));
    expect(m.phone_number).toBeNull();
  });
});

describe("BSN and bank columns", () => {
  it("recognises their headers", () => {
    for (const h of [
      "BSN",
      "Burgerservicenummer",
      "sofinummer",
      "IBAN",
      "Bankrekeningnummer",
      "bank_acc_number",
      "social_number",
      "Document nummer",
      "Paspoortnummer",
    ])
      expect(isSensitiveHeader(h), h).toBe(true);
    for (const h of ["Voornaam", "Telefoon", "Personeelsnummer", "E-mail", "Employee ID"])
      expect(isSensitiveHeader(h), h).toBe(false);
  });

  it("recognises IBANs and BSNs by value", () => {
    expect(looksLikeIban("NL91 ABNA 0417 1643 00")).toBe(true);
    expect(looksLikeIban("+31612345678")).toBe(false);
    expect(looksLikeBsn("111222333")).toBe(true);
    expect(looksLikeBsn("123456789")).toBe(false);
    expect(looksLikeBsn("000000000")).toBe(false);
  });

  it("drops a column by its values: one IBAN, or BSNs throughout", () => {
    expect(isSensitiveColumn("Rekening", [])).toBe(true);
    expect(isSensitiveColumn("Kolom 7", ["", "NL91ABNA0417164300"])).toBe(true);
    expect(isSensitiveColumn("Nummer", ["111222333", "123456782", "999999990"])).toBe(true);
    expect(isSensitiveColumn("Nummer", ["111222333", "123456789", "999999990"])).toBe(false);
    expect(isSensitiveColumn("Nummer", ["111222333"])).toBe(false);
  });
});
