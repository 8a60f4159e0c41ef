import { describe, expect, it } from "vitest";
import { guessColumns } from "../../../../common/employees/guess-columns.ts";
import { batches, bsnHeaders, importRows, parseCsv, sensitiveHeaders } from "./csv-table.ts";

describe("employee CSV files", () => {
  it("reads semicolons, quotes, a BOM, blank and repeated headers", () => {
    const table = parseCsv('\uFEFFVoornaam;Achternaam;;Achternaam\n"Eva";"de Vries, jr.";x;y\n\n');
    expect(table).toEqual({
      headers: ["Voornaam", "Achternaam", "Kolom 3", "Achternaam (2)"],
      rows: [["Eva", "de Vries, jr.", "x", "y"]],
    });
  });

  it("flags an offered column in which any one value is a BSN, however far down", () => {
    const rows = Array.from(
      { length: 50 },
      (_, i) => `Eva${i},de Vries,06123456${String(i).padStart(2, "0")},${1000 + i}`,
    );
    rows[40] = "Jan,Jansen,0687654321,111222333";
    const table = parseCsv(`Voornaam,Achternaam,Mobiel,Personeelsnummer\n${rows.join("\n")}\n`);
    const dropped = sensitiveHeaders(table);
    expect([...dropped]).toEqual([]);
    expect([...bsnHeaders(table, dropped)]).toEqual(["Personeelsnummer"]);
    expect([...bsnHeaders(parseCsv("Voornaam,Nummer\nEva,123456789\n"), new Set())]).toEqual([]);
  });

  it("drops BSN and bank columns and maps the rest to numbered rows", () => {
    const table = parseCsv(
      "Voornaam,Achternaam,Mobiel,BSN,Rekening,Email\nEva,de Vries,0612345678,111222333,NL91ABNA0417164300,eva@x.nl\nPiet,,+31687654321,,,\n",
    );
    const sensitive = sensitiveHeaders(table);
    expect([...sensitive]).toEqual(["BSN", "Rekening"]);
    const mapping = guessColumns(table.headers, sensitive);
    expect(importRows(table, mapping)).toEqual([
      {
        line: 2,
        first_name: "Eva",
        last_name: "de Vries",
        phone_number: "0612345678",
        email: "eva@x.nl",
        employee_number: "",
      },
      { line: 3, first_name: "Piet", last_name: "", phone_number: "+31687654321", email: "", employee_number: "" },
    ]);
  });

  it("sends in batches", () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([], 2)).toEqual([]);
  });
});
