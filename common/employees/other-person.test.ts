import { describe, expect, it } from "vitest";
import { isOtherPerson } from "./other-person.ts";

const anouk = { first_name: "Anouk", last_name: "de Vries", email: "anouk@bouw.nl", employee_number: "1001" };

describe("isOtherPerson", () => {
  it("takes another name, employee number or e-mail address for another person", () => {
    expect(isOtherPerson(anouk, { first_name: "Kees", last_name: "Dubbel", email: null, employee_number: null })).toBe(
      true,
    );
    expect(isOtherPerson(anouk, { ...anouk, employee_number: "1005" })).toBe(true);
    expect(isOtherPerson(anouk, { ...anouk, email: "kees@bouw.nl" })).toBe(true);
  });

  it("keeps a corrected spelling, a new surname or details added as the same person", () => {
    expect(isOtherPerson(anouk, { ...anouk, first_name: "anouk ", last_name: "De Vries-Bakker" })).toBe(false);
    expect(isOtherPerson(anouk, { ...anouk, first_name: "Annouk" })).toBe(false);
    expect(isOtherPerson(anouk, { ...anouk, email: null, employee_number: "" })).toBe(false);
    expect(isOtherPerson({ ...anouk, email: null, employee_number: null }, anouk)).toBe(false);
    expect(isOtherPerson(anouk, { ...anouk, email: "ANOUK@bouw.nl" })).toBe(false);
  });
});
