import { describe, expect, it } from "vitest";
import { matchesEmployee } from "./employee-search.ts";

const els = {
  first_name: "Els",
  last_name: "de Vries",
  phone_number: "+31612345678",
  email: "els@bedrijf.nl",
  employee_number: "A-1042",
};

describe("matchesEmployee", () => {
  it("matches everything on an empty query", () => {
    expect(matchesEmployee(els, "  ")).toBe(true);
  });
  it("finds by full name, e-mail and employee number, ignoring case", () => {
    expect(matchesEmployee(els, "els de v")).toBe(true);
    expect(matchesEmployee(els, "BEDRIJF.nl")).toBe(true);
    expect(matchesEmployee(els, "a-1042")).toBe(true);
    expect(matchesEmployee(els, "jan")).toBe(false);
  });
  it("finds a name with accents typed without them, and the other way round", () => {
    const zoe = { ...els, first_name: "Zoë", last_name: "Müller", email: null };
    expect(matchesEmployee(zoe, "muller")).toBe(true);
    expect(matchesEmployee(zoe, "zoe mu")).toBe(true);
    expect(matchesEmployee({ ...els, last_name: "Ozturk" }, "Öztürk")).toBe(true);
  });
  it("finds by phone typed with spaces or as a Dutch 06 number", () => {
    expect(matchesEmployee(els, "+31 6 1234")).toBe(true);
    expect(matchesEmployee(els, "06 12345678")).toBe(true);
    expect(matchesEmployee(els, "5678")).toBe(true);
    expect(matchesEmployee(els, "0687")).toBe(false);
    expect(matchesEmployee({ ...els, phone_number: null }, "0612")).toBe(false);
  });
});
