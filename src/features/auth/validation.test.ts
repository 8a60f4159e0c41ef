import { describe, expect, it } from "vitest";
import { validateNewPassword, validateResetEmail, validateSignIn, validateSignUp } from "./validation.ts";

describe("validateSignUp", () => {
  it("asks for all fields when any is missing or blank", () => {
    const missing = { title: "Vul alle velden in", description: "Email, wachtwoord en naam zijn verplicht." };
    expect(validateSignUp({ name: "", email: "a@b.nl", password: "geheim1" })).toEqual(missing);
    expect(validateSignUp({ name: "   ", email: "a@b.nl", password: "geheim1" })).toEqual(missing);
    expect(validateSignUp({ name: "Jan", email: " ", password: "geheim1" })).toEqual(missing);
    expect(validateSignUp({ name: "Jan", email: "a@b.nl", password: "" })).toEqual(missing);
  });

  it("rejects a password under 6 characters", () => {
    expect(validateSignUp({ name: "Jan", email: "a@b.nl", password: "12345" })).toEqual({
      title: "Wachtwoord te kort",
      description: "Gebruik minimaal 6 karakters.",
    });
  });

  it("accepts exactly 6 characters", () => {
    expect(validateSignUp({ name: "Jan", email: "a@b.nl", password: "123456" })).toBeNull();
  });
});

describe("validateSignIn", () => {
  it("requires email and password", () => {
    const expected = { title: "Inloggen mislukt", description: "Email en wachtwoord zijn verplicht." };
    expect(validateSignIn({ email: "", password: "x" })).toEqual(expected);
    expect(validateSignIn({ email: "a@b.nl", password: "" })).toEqual(expected);
    expect(validateSignIn({ email: "a@b.nl", password: "x" })).toBeNull();
  });
});

describe("validateResetEmail / validateNewPassword", () => {
  it("requires an email for a reset link", () => {
    expect(validateResetEmail("  ")).toEqual({ title: "Email vereist", description: "Vul je email adres in." });
    expect(validateResetEmail("a@b.nl")).toBeNull();
  });

  it("applies the minimum length to a new password", () => {
    expect(validateNewPassword("abc")?.title).toBe("Wachtwoord te kort");
    expect(validateNewPassword("abcdef")).toBeNull();
    expect(validateNewPassword("a".repeat(128))).toBeNull();
    expect(validateNewPassword("a".repeat(129))?.title).toBe("Wachtwoord te lang");
  });
});
