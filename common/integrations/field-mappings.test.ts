import { describe, expect, it } from "vitest";
import {
  addMapping,
  cleanMappings,
  formatTransformer,
  isKnownTransformer,
  MAX_MAPPINGS,
  mappingProblems,
  parseTransformer,
  removeMapping,
  updateMapping,
} from "./field-mappings.ts";
import { syncObjectUpdateInput } from "./sync-object-input.ts";

const row = (sourceField: string, targetField: string, transformer?: string) => ({
  sourceField,
  targetField,
  required: false,
  ...(transformer ? { transformer } : {}),
});

describe("transformers", () => {
  it("round-trips each kind, a constant with its value", () => {
    expect(parseTransformer(formatTransformer("constant", "NL"))).toEqual({ kind: "constant", value: "NL" });
    expect(parseTransformer(formatTransformer("phone_e164"))).toEqual({ kind: "phone_e164", value: "" });
    expect(formatTransformer("")).toBeUndefined();
    expect(parseTransformer("iets")).toEqual({ kind: "", value: "" });
  });

  it("knows only the sync's transformers", () => {
    expect(isKnownTransformer("trim")).toBe(true);
    expect(isKnownTransformer("constant:x")).toBe(true);
    expect(isKnownTransformer("constant")).toBe(false);
    expect(isKnownTransformer("eval")).toBe(false);
  });
});

describe("mapping editor", () => {
  it("adds, updates and removes rows, up to the limit", () => {
    let rows = addMapping([]);
    rows = updateMapping(rows, 0, { sourceField: "id", targetField: "externalId", required: true });
    rows = addMapping(rows);
    expect(rows).toHaveLength(2);
    expect(removeMapping(rows, 1)).toEqual([{ sourceField: "id", targetField: "externalId", required: true }]);
    const full = Array.from({ length: MAX_MAPPINGS }, (_, i) => row(`s${i}`, `t${i}`));
    expect(addMapping(full)).toHaveLength(MAX_MAPPINGS);
  });

  it("names each row's problem", () => {
    expect(
      mappingProblems([
        row("id", "externalId"),
        row("", "x"),
        row("a", " "),
        row("b", "ExternalId"),
        row("", "country", "constant:NL"),
        row("", "land", "constant:"),
      ]),
    ).toEqual([null, "sourceMissing", "targetMissing", "targetDuplicate", null, "constantMissing"]);
  });

  it("refuses a target named like a BSN, bank account or ID document, in the editor and in the mutator's schema", () => {
    const targets = ["sofiNumber", "fiscaalNummer", "ssn", "passportNo", "idCardNumber", "rekeningNr", "IBAN"];
    expect(mappingProblems(targets.map((target) => row("firstName", target)))).toEqual(
      targets.map(() => "targetSensitive"),
    );
    for (const target of targets)
      expect(syncObjectUpdateInput.safeParse({ id: "x", mappings: [row("firstName", target)], now: 1 }).success).toBe(
        false,
      );
    expect(mappingProblems([row("personalNumber", "employeeNumber")])).toEqual([null]);
  });

  it("stores trimmed rows without an empty transformer, which the mutator's schema accepts", () => {
    const cleaned = cleanMappings([{ ...row(" id ", " externalId "), transformer: undefined }]);
    expect(cleaned).toEqual([row("id", "externalId")]);
    expect(syncObjectUpdateInput.safeParse({ id: "x", mappings: cleaned, now: 1 }).success).toBe(true);
    expect(syncObjectUpdateInput.safeParse({ id: "x", mappings: [row("a", "t"), row("b", "T")], now: 1 }).success).toBe(
      false,
    );
    expect(syncObjectUpdateInput.safeParse({ id: "x", schedule: "0 0 31 2 *", now: 1 }).success).toBe(false);
    expect(syncObjectUpdateInput.safeParse({ id: "x", filters: { statuses: ["a", "A"] }, now: 1 }).success).toBe(false);
  });
});
