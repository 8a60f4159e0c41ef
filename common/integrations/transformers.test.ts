import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toE164 } from "../whatsapp/e164.ts";
import { applyMappings } from "./apply-mappings.ts";
import { DEFAULT_MAPPINGS } from "./default-mappings.ts";
import { stripSensitive } from "./sensitive-fields.ts";
import { applyTransformer, toUtcIso } from "./transformers.ts";

describe("toE164", () => {
  it.each([
    ["06 12345678", "+31612345678"],
    ["06-1234 5678", "+31612345678"],
    ["+316 12345678", "+31612345678"],
    ["0031 6 12345678", "+31612345678"],
    ["+31 (0)6 12345678", "+31612345678"],
    ["612345678", "+31612345678"],
    ["31612345678", "+31612345678"],
    ["020 1234567", "+31201234567"],
    ["+32 470 12 34 56", "+32470123456"],
  ])("%s → %s", (input, expected) => expect(toE164(input)).toBe(expected));
  it.each(["", "abc", "06 1234", "+31 6 123456789012", null, {}])("%s is no number", (input) =>
    expect(toE164(input)).toBeNull(),
  );
});

describe("transformers", () => {
  it("date-times become UTC ISO, bare dates stay dates, rubbish becomes null", () => {
    expect(toUtcIso("2026-11-25T10:00:00+01:00")).toBe("2026-11-25T09:00:00.000Z");
    expect(toUtcIso("2026-11-25")).toBe("2026-11-25");
    expect(toUtcIso("morgen")).toBeNull();
  });
  it("a UTC ISO string comes back exactly as parsing it would give, month roll-overs included", () => {
    const parsed = (s: string) => {
      const d = new Date(s);
      return Number.isNaN(d.getTime()) ? null : d.toISOString();
    };
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, "0"));
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 0, max: 9999 }), two(19), two(39), two(29), two(69), two(69), two(999)),
        ([y, mo, d, h, mi, s, ms]) => {
          const iso = `${String(y).padStart(4, "0")}-${mo}-${d}T${h}:${mi}:${s}.${ms.padStart(3, "0")}Z`;
          expect(toUtcIso(iso)).toBe(parsed(iso));
        },
      ),
      { numRuns: 2000 },
    );
    expect(toUtcIso("2026-02-30T08:00:00.000Z")).toBe("2026-03-02T08:00:00.000Z");
  });
  it("trim, lowercase and constant", () => {
    expect(applyTransformer("trim", "  Daan ")).toBe("Daan");
    expect(applyTransformer("lowercase", " Daan@Voorbeeld.NL ")).toBe("daan@voorbeeld.nl");
    expect(applyTransformer("constant:NL", "x")).toBe("NL");
    expect(applyTransformer(undefined, 5)).toBe(5);
    expect(applyTransformer("unknown", "x")).toBe("x");
  });
  it("phone_e164 normalises a number and keeps one it cannot read as written, so the import calls it invalid", () => {
    expect(applyTransformer("phone_e164", "06 11110003")).toBe("+31611110003");
    expect(applyTransformer("phone_e164", " bel via kantoor ")).toBe("bel via kantoor");
    expect(applyTransformer("phone_e164", "  ")).toBeNull();
    expect(applyTransformer("phone_e164", null)).toBeNull();
  });
});

describe("applyMappings", () => {
  const employee = {
    uuid: "e-1",
    firstName: " Daan ",
    lastName: "de Vries",
    email: " Daan@Voorbeeld.nl",
    phoneNumber: "06 12345678",
    city: "Utrecht",
    status: "active",
    personalNumber: " 100042 ",
    socialNumber: "123456789",
    bankAccNumber: "NL91ABNA0417164300",
    documentNumber: "NX1234567",
  };
  it("maps an employee through the defaults", () => {
    expect(applyMappings(employee, DEFAULT_MAPPINGS.employees)).toEqual({
      values: {
        externalId: "e-1",
        firstName: "Daan",
        lastName: "de Vries",
        email: "daan@voorbeeld.nl",
        phone: "+31612345678",
        city: "Utrecht",
        status: "active",
        employeeNumber: "100042",
      },
      missing: [],
    });
  });
  it("reports a required field that is missing, and reads dotted paths", () => {
    const { missing } = applyMappings({ id: "s-1" }, DEFAULT_MAPPINGS.shifts);
    expect(missing).toEqual(["jobId"]);
    const nested = applyMappings({ id: "s", job: { uuid: "j" } }, [
      { sourceField: "job.uuid", targetField: "jobId", required: true },
    ]);
    expect(nested).toEqual({ values: { jobId: "j" }, missing: [] });
  });
  it("never carries a sensitive field, even when a mapping names it", () => {
    const { values } = applyMappings(employee, [
      { sourceField: "socialNumber", targetField: "bsn", required: false },
      { sourceField: "bankAccNumber", targetField: "iban", required: false },
      { sourceField: "documentNumber", targetField: "doc", required: false },
    ]);
    expect(values).toEqual({ bsn: null, iban: null, doc: null });
    expect(stripSensitive({ a: 1, nested: { BSN: "1", ok: 2 }, document_number: "x" })).toEqual({
      a: 1,
      nested: { ok: 2 },
    });
    expect(stripSensitive({ a: { b: { Iban: "NL91ABNA0417164300" } }, c: [1] })).toEqual({ a: { b: {} }, c: [1] });
    expect(stripSensitive({ documents: [{ documentNumber: "NX1234567", kind: "id" }] })).toEqual({
      documents: [{ kind: "id" }],
    });
    const clean = { a: 1, nested: { ok: 2 } };
    expect(stripSensitive(clean)).toEqual({ a: 1, nested: { ok: 2 } });
  });
});
