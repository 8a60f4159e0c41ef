import { describe, expect, it } from "vitest";
import { redact } from "./redact.ts";

describe("redact", () => {
  it("removes a valid BSN, also written with dots or spaces", () => {
    expect(redact("Mijn BSN is 111222333.")).toBe("Mijn BSN is [BSN verwijderd].");
    expect(redact("bsn 111.222.333 graag")).toBe("bsn [BSN verwijderd] graag");
    expect(redact("bsn 111 222 333")).toBe("bsn [BSN verwijderd]");
  });
  it("keeps 9-digit numbers that fail the 11-proef, and phone numbers", () => {
    expect(redact("Ordernummer 123456789")).toBe("Ordernummer 123456789");
    expect(redact("Bel 0612345678 of +31612345678")).toBe("Bel 0612345678 of +31612345678");
  });
  it("removes a valid IBAN, also in groups of four, and keeps an invalid one", () => {
    expect(redact("IBAN NL91ABNA0417164300 graag")).toBe("IBAN [IBAN verwijderd] graag");
    expect(redact("NL91 ABNA 0417 1643 00.")).toBe("[IBAN verwijderd].");
    expect(redact("NL91ABNA0417164301")).toBe("NL91ABNA0417164301");
  });
});
