import { describe, expect, it } from "vitest";
import { checkImportRow, checkImportRows, type ImportRow, importBatchInput, MAX_IMPORT_BATCH } from "./import-row.ts";
import { normalizePhone } from "./phone.ts";

const row = (fields: Partial<ImportRow> = {}): ImportRow => ({
  line: 2,
  first_name: "Eva",
  last_name: "de Vries",
  phone_number: "+31612345678",
  email: "",
  employee_number: "",
  ...fields,
});

describe("phone numbers from a spreadsheet", () => {
  it("become E.164", () => {
    expect(normalizePhone("06-1234 5678")).toBe("+31612345678");
    expect(normalizePhone("0031 6 12345678")).toBe("+31612345678");
    expect(normalizePhone("612345678")).toBe("+31612345678");
    expect(normalizePhone("+32 470 12 34 56")).toBe("+32470123456");
    expect(normalizePhone("(020) 123 4567")).toBe("+31201234567");
    expect(normalizePhone("12345")).toBe("12345");
  });
});

describe("one import row", () => {
  it("accepts a complete row, with the phone in E.164 and blanks as null", () => {
    expect(checkImportRow(row({ phone_number: "06 12345678", email: " Eva@Voorbeeld.NL " }))).toEqual({
      ok: true,
      values: {
        first_name: "Eva",
        last_name: "de Vries",
        phone_number: "+31612345678",
        email: "eva@voorbeeld.nl",
        employee_number: null,
      },
    });
  });

  it("names every problem", () => {
    expect(checkImportRow(row({ first_name: " ", last_name: "", phone_number: "" }))).toEqual({
      ok: false,
      errors: ["missingFirstName", "missingLastName", "missingPhone"],
    });
    expect(checkImportRow(row({ phone_number: "12-34" }))).toEqual({ ok: false, errors: ["invalidPhone"] });
    expect(checkImportRow(row({ email: "geen-mail" }))).toEqual({ ok: false, errors: ["invalidEmail"] });
    expect(checkImportRow(row({ first_name: "x".repeat(101) }))).toEqual({ ok: false, errors: ["tooLong"] });
    expect(checkImportRow(row({ employee_number: "NL91 ABNA 0417 1643 00" }))).toEqual({
      ok: false,
      errors: ["sensitive"],
    });
  });

  it("refuses a BSN in any field, by the 11-proef, as the only problem", () => {
    for (const bad of [
      { employee_number: "111222333" },
      { employee_number: "123456782" },
      { last_name: "123456782" },
      { employee_number: "paspoort NX1234567" },
    ])
      expect(checkImportRow(row(bad)), JSON.stringify(bad)).toEqual({ ok: false, errors: ["sensitive"] });
    // Nine digits that fail the 11-proef are an ordinary employee number.
    expect(checkImportRow(row({ employee_number: "123456789" })).ok).toBe(true);
    expect(checkImportRow(row({ employee_number: "E-10442" })).ok).toBe(true);
    // Eight digits in the personnel-number field are that number ("20240107"): a BSN column
    // that lost its leading zeros is flagged as a whole in the preview (csv-table.ts) instead.
    expect(checkImportRow(row({ employee_number: "20240107" })).ok).toBe(true);
    // A phone a spreadsheet wrote without its 0 is a phone, whatever its nine digits.
    for (const phone of ["612345609", "612345610", "612345622"]) // each passes the 11-proef
      expect(checkImportRow(row({ phone_number: phone })).ok, phone).toBe(true);
  });

  it("skips a later row with a phone an earlier row has", () => {
    const checked = checkImportRows([
      row({ line: 2 }),
      row({ line: 3, phone_number: "0612345678", first_name: "Piet" }),
      row({ line: 4, phone_number: "bad" }),
      row({ line: 5, phone_number: "+31687654321" }),
    ]);
    expect(checked.map((c) => [c.line, c.ok ? "ok" : c.errors.join()])).toEqual([
      [2, "ok"],
      [3, "duplicatePhone"],
      [4, "invalidPhone"],
      [5, "ok"],
    ]);
  });
});

describe("the import batch", () => {
  it("takes at most the batch size, and bounded text", () => {
    const rows = Array.from({ length: MAX_IMPORT_BATCH }, (_, i) => row({ line: i + 2 }));
    expect(importBatchInput.safeParse({ rows }).success).toBe(true);
    expect(importBatchInput.safeParse({ rows: [...rows, row()] }).success).toBe(false);
    expect(importBatchInput.safeParse({ rows: [] }).success).toBe(false);
    expect(importBatchInput.safeParse({ rows: [row({ email: "x".repeat(1001) })] }).success).toBe(false);
  });
});
