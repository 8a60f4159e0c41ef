import { describe, expect, it } from "vitest";
import { whoForStaff, whoIs } from "./who.ts";

const unknown = { customer_phone: "+31680000009", profile_name: "Medewerker", employee: null };
const known = { ...unknown, employee: { first_name: "Anouk", last_name: "Bakker" } };

describe("who a conversation is with", () => {
  it("shows an unknown number grouped, with the WhatsApp name after it", () => {
    expect(whoIs(unknown)).toBe("+31 6 8000 0009");
    expect(whoForStaff(unknown)).toBe("+31 6 8000 0009 ~Medewerker");
    expect(whoForStaff({ customer_phone: "+31680000009" })).toBe("+31 6 8000 0009");
  });
  it("names a known employee, never their WhatsApp name", () => {
    expect(whoIs(known)).toBe("Anouk Bakker");
    expect(whoForStaff(known)).toBe("Anouk Bakker");
  });
});
