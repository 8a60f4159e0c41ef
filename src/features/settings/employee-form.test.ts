import { describe, expect, it } from "vitest";
import { compactPhone, isDuplicatePhoneError, parseEmployee } from "./employee-form.ts";

const id = "3f1c9a52-6a8e-4c59-9d1e-2f0b7c1d4e5a";
const base = {
  first_name: "Els",
  last_name: "de Vries",
  phone_number: "+31612345678",
  email: "",
  employee_number: "",
};

describe("parseEmployee", () => {
  it("accepts the required fields alone; blank optional fields become null", () => {
    const r = parseEmployee("org", id, base);
    expect(r.ok && r.input).toMatchObject({
      organization_id: "org",
      first_name: "Els",
      last_name: "de Vries",
      phone_number: "+31612345678",
      email: null,
      employee_number: null,
    });
  });

  it("names every missing required field in Dutch", () => {
    expect(parseEmployee("org", id, { ...base, first_name: " ", last_name: "", phone_number: "" })).toEqual({
      ok: false,
      missingRequired: true,
      errors: {
        first_name: "Vul een voornaam in.",
        last_name: "Vul een achternaam in.",
        phone_number: "Vul een telefoonnummer in.",
      },
    });
  });

  it("gives a Dutch message per wrong field", () => {
    expect(parseEmployee("org", id, { ...base, phone_number: "12345", email: "geen-mail" })).toEqual({
      ok: false,
      missingRequired: false,
      errors: {
        phone_number: "Vul een volledig mobiel nummer in, bijv. 06 12345678.",
        email: "Vul een geldig e-mailadres in.",
      },
    });
    // QA finding 9: cut short, as typed the Dutch way or in E.164, it says what to type.
    for (const written of ["0612", "06 1234 567", "+3161234567", "+31 6 1234 56789"]) {
      const r = parseEmployee("org", id, { ...base, phone_number: written });
      expect(r.ok === false && r.errors).toEqual({
        phone_number: "Vul een volledig mobiel nummer in, bijv. 06 12345678.",
      });
    }
    const long = parseEmployee("org", id, { ...base, employee_number: "9".repeat(51) });
    expect(long.ok === false && long.errors).toEqual({ employee_number: "Deze tekst is te lang." });
  });

  it("refuses a number another employee of the organisation already has", () => {
    const r = parseEmployee("org", id, { ...base, phone_number: "+31 6 1234 5678" }, new Set(["+31612345678"]));
    expect(r.ok === false && r.errors).toEqual({ phone_number: "Er is al een medewerker met dit telefoonnummer." });
  });

  it("reads a Dutch number as staff write it (06 …) as the E.164 number WhatsApp sends", () => {
    for (const written of ["0612345678", "06 1234 5678", "06-12345678", "0031 6 12345678"]) {
      const r = parseEmployee("org", id, { ...base, phone_number: written });
      expect(r.ok && r.input.phone_number).toBe("+31612345678");
    }
    const taken = parseEmployee("org", id, { ...base, phone_number: "06 1234 5678" }, new Set(["+31612345678"]));
    expect(taken.ok === false && taken.errors).toEqual({
      phone_number: "Er is al een medewerker met dit telefoonnummer.",
    });
  });

  it("keeps an E.164 number typed with spaces and lower-cases the e-mail address", () => {
    const r = parseEmployee("org", id, { ...base, phone_number: "+31 6-1234 5678", email: " Els@Bedrijf.NL " });
    expect(r.ok && r.input).toMatchObject({ phone_number: "+31612345678", email: "els@bedrijf.nl" });
  });

  it("reports what no field can fix as a form error", () => {
    const r = parseEmployee("org", "not-a-uuid", base);
    expect(r.ok === false && r.errors).toEqual({ form: "Er is iets misgegaan. Probeer het opnieuw." });
  });
});

describe("compactPhone", () => {
  it("drops spaces, dashes, dots and brackets", () => {
    expect(compactPhone(" +31 (6) 12-34.56 78 ")).toBe("+31612345678");
  });
});

describe("isDuplicatePhoneError", () => {
  it("recognises Postgres' unique-violation text as zero-cache passes it on", () => {
    expect(
      isDuplicatePhoneError(
        'duplicate key value violates unique constraint "employees_organization_id_phone_number_key"',
      ),
    ).toBe(true);
    expect(isDuplicatePhoneError("Niet gevonden of geen toegang")).toBe(false);
  });
});

describe("personal numbers in the employee dialog", () => {
  it("says at the field that an IBAN does not belong there, and asks about a number passing the 11-proef", () => {
    const result = parseEmployee("org", id, { ...base, employee_number: "111222333", last_name: "NL91ABNA0417164300" });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        employee_number: "Dit lijkt een BSN. Weet je zeker dat dit geen BSN is?",
        last_name: "Dit lijkt een BSN, IBAN of paspoort- of ID-kaartnummer. Zet geen persoonsnummers in de achternaam.",
      },
    });
    expect(parseEmployee("org", id, { ...base, employee_number: "123456789" }).ok).toBe(true);
    // Eight digits in this field are a personnel number, even when they pass the 11-proef padded.
    expect(parseEmployee("org", id, { ...base, employee_number: "20240107" }).ok).toBe(true);
  });

  it("saves a personnel number passing the 11-proef only once the admin confirmed it is no BSN", () => {
    const asked = parseEmployee("org", id, { ...base, employee_number: "111222333" });
    expect(asked).toMatchObject({
      ok: false,
      errors: { employee_number: "Dit lijkt een BSN. Weet je zeker dat dit geen BSN is?" },
    });
    const confirmed = parseEmployee("org", id, { ...base, employee_number: "111222333" }, new Set(), true);
    expect(confirmed.ok && confirmed.input).toMatchObject({
      employee_number: "111222333",
      employee_number_not_bsn: true,
    });
  });

  it("never lets the confirm carry an IBAN or ID-document number", () => {
    for (const employee_number of ["NL91ABNA0417164300", "paspoort NX1234567", "111222333 NL91ABNA0417164300"]) {
      const r = parseEmployee("org", id, { ...base, employee_number }, new Set(), true);
      expect(r).toMatchObject({
        ok: false,
        errors: {
          employee_number:
            "Dit lijkt een BSN, IBAN of paspoort- of ID-kaartnummer. Zet geen persoonsnummers in het personeelsnummer.",
        },
      });
    }
  });
});
