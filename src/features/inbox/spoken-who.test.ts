import { describe, expect, it } from "vitest";
import { spokenWho } from "./spoken-who.ts";

describe("spokenWho", () => {
  it("says the employee's name alone", () => {
    expect(spokenWho({ customer_phone: "+31622222222", employee: { first_name: "Anouk", last_name: "Bakker" } })).toBe(
      "Anouk Bakker",
    );
  });
  it("puts the WhatsApp name before the grouped number", () => {
    expect(spokenWho({ customer_phone: "+31622222222", profile_name: "Anouk Bakker" })).toBe(
      "Anouk Bakker (naam in WhatsApp), +31 6 2222 2222",
    );
  });
  it("says a bare number grouped", () => {
    expect(spokenWho({ customer_phone: "+31622222222" })).toBe("+31 6 2222 2222");
  });
});
