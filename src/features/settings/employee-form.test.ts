import { describe, expect, it } from "vitest";
import { parseEmployee } from "./employee-form.ts";

const id = "3f1c9a52-6a8e-4c59-9d1e-2f0b7c1d4e5a";
const base = { first_name: "Els", last_name: "de Vries", phone_number: "", email: "", employee_number: "" };

describe("parseEmployee", () => {
  it("accepts a name alone, blank optional fields become null", () => {
    const r = parseEmployee("org", id, base);
    expect(r.ok && r.input).toMatchObject({
      first_name: "Els",
      phone_number: null,
      email: null,
      employee_number: null,
    });
  });
  it("gives the Dutch message of the first wrong field", () => {
    expect(parseEmployee("org", id, { ...base, first_name: " " })).toEqual({
      ok: false,
      message: "Vul een voornaam in.",
    });
    expect(parseEmployee("org", id, { ...base, phone_number: "0612345678" })).toEqual({
      ok: false,
      message: "Gebruik E.164 formaat (bijv. +31612345678)",
    });
    expect(parseEmployee("org", id, { ...base, email: "geen-mail" })).toEqual({
      ok: false,
      message: "Vul een geldig e-mailadres in.",
    });
  });
  it("keeps an E.164 number and lower-cases the e-mail address", () => {
    const r = parseEmployee("org", id, { ...base, phone_number: "+31612345678", email: "Els@Bedrijf.NL" });
    expect(r.ok && r.input).toMatchObject({ phone_number: "+31612345678", email: "els@bedrijf.nl" });
  });
});
