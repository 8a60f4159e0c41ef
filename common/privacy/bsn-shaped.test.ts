import { describe, expect, it } from "vitest";
import { onlyBsnShaped } from "./bsn-shaped.ts";

describe("onlyBsnShaped", () => {
  it("is a number passing the 11-proef, however grouped, and nothing else of the kind", () => {
    expect(onlyBsnShaped("111222333")).toBe(true);
    expect(onlyBsnShaped("1112.22.333")).toBe(true);
    expect(onlyBsnShaped("111222334")).toBe(false); // fails the 11-proef: no identifier at all
    expect(onlyBsnShaped("")).toBe(false);
    expect(onlyBsnShaped(null)).toBe(false);
  });

  it("is never an IBAN or ID-document number, alone or beside one", () => {
    expect(onlyBsnShaped("NL91ABNA0417164300")).toBe(false);
    expect(onlyBsnShaped("111222333 NL91ABNA0417164300")).toBe(false);
    expect(onlyBsnShaped("paspoort NX1234567")).toBe(false);
    expect(onlyBsnShaped("111222333 [IBAN verwijderd]")).toBe(false);
  });
});
