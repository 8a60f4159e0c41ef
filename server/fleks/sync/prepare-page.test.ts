import { describe, expect, it } from "vitest";
import { DEFAULT_MAPPINGS } from "../../../common/integrations/default-mappings.ts";
import type { FieldMapping } from "../../../common/integrations/sync-kinds.ts";
import { FOUND, IDENTIFIER_FIELDS, SECRETS } from "../../../tests/fakes/fleks/identifier-record.ts";
import { preparePage } from "./prepare-page.ts";

const record = {
  uuid: "emp-1",
  firstName: "Anna",
  lastName: "de Vries",
  updatedAt: "2026-11-20T08:00:00Z",
  ...IDENTIFIER_FIELDS,
};

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
