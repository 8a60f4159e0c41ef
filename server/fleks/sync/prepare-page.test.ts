import { describe, expect, it } from "vitest";
import { DEFAULT_MAPPINGS } from "../../../common/integrations/default-mappings.ts";
import type { FieldMapping } from "../../../common/integrations/sync-kinds.ts";
import { preparePage } from "./prepare-page.ts";

// The record a reviewer built from the names Fleks tenants and payroll systems really use
// for a BSN (fiscaal nummer is the BSN in the Netherlands), an ID document and a bank
// account, plus a note someone typed them into.
const SECRETS = {
  sofiNumber: "111222333",
  fiscaalNummer: "123456782",
  ssn: "999999990",
  passportNo: "NX1234567",
  idCardNumber: "IR5678901",
  rekeningNr: "NL91ABNA0417164300",
};
const record = {
  uuid: "emp-1",
  firstName: "Anna",
  lastName: "de Vries",
  updatedAt: "2026-11-20T08:00:00Z",
  ...SECRETS,
  notes: "BSN 111222333, IBAN NL91 ABNA 0417 1643 00",
  details: { payroll: { RekeningNr: "NL91ABNA0417164300", memo: ["sofi 123456782"] } },
};
const FOUND = [...Object.values(SECRETS), "0417", "NL91"];

const prepare = (mappings: FieldMapping[]) =>
  preparePage({ object: "employees", mappings, filters: {}, records: [record], maxUpdatedAt: null });

const map = (sourceField: string, targetField = sourceField): FieldMapping => ({
  sourceField,
  targetField,
  required: false,
});

describe("preparePage keeps no personal identifier of a Fleks employee", () => {
  it("whether a mapping names the field as its target, under another target, or in free text, at any depth", () => {
    const mappings = [
      ...DEFAULT_MAPPINGS.employees,
      ...Object.keys(SECRETS).map((key) => map(key)),
      ...Object.keys(SECRETS).map((key, i) => map(key, `ref${i}`)),
      map("notes"),
      map("details"),
      map("firstName", "rekening"),
    ];
    const { rows, failed } = prepare(mappings);
    expect(failed).toBe(0);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    for (const value of FOUND) expect(stored, value).not.toContain(value);
    for (const key of Object.keys(SECRETS)) expect(rows[0].extra, key).not.toHaveProperty(key);
    // What is not an identifier stays: the name, the note's words, the row's key.
    expect(rows[0]).toMatchObject({ uuid: "emp-1", first_name: "Anna", last_name: "de Vries" });
    expect(String(rows[0].extra.notes)).toMatch(/^BSN .+, IBAN .+$/);
  });

  it("leaves a key alone whose digit groups pass the eleven-test", () => {
    const { rows } = preparePage({
      object: "employees",
      mappings: DEFAULT_MAPPINGS.employees,
      filters: {},
      records: [{ ...record, uuid: "abc12345-6782-4abc" }],
      maxUpdatedAt: null,
    });
    expect(rows[0].uuid).toBe("abc12345-6782-4abc");
  });
});
