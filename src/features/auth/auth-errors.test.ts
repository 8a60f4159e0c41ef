import { describe, expect, it } from "vitest";
import { describeAuthError, describeSignInError } from "./auth-errors.ts";

describe("describeAuthError", () => {
  it("maps known better-auth codes to Dutch", () => {
    expect(describeAuthError({ code: "USER_ALREADY_EXISTS", message: "User already exists." })).toBe(
      "Er bestaat al een account met dit e-mailadres.",
    );
    expect(describeAuthError({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" })).toBe(
      "Er bestaat al een account met dit e-mailadres.",
    );
    expect(describeAuthError({ code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("Onjuiste email of wachtwoord.");
  });

  it("turns 'Invalid login credentials' into the spec's Dutch text", () => {
    expect(describeAuthError({ message: "Invalid login credentials" })).toBe("Onjuiste email of wachtwoord.");
  });

  it("never shows better-auth's English for a code it has no Dutch for", () => {
    expect(describeAuthError({ code: "PASSWORD_TOO_LONG", message: "Password too long" })).toBe(
      "Gebruik maximaal 128 tekens.",
    );
    expect(describeAuthError({ code: "SOMETHING", message: "Boom" })).toBe(
      "Er is iets misgegaan. Probeer het opnieuw.",
    );
  });

  it("passes other server messages through and falls back to the generic text", () => {
    expect(describeAuthError({ message: "" })).toBe("Er is iets misgegaan. Probeer het opnieuw.");
    expect(describeAuthError(null)).toBe("Er is iets misgegaan. Probeer het opnieuw.");
  });

  it("treats any 401 on sign-in as wrong credentials", () => {
    expect(describeSignInError({ status: 401, message: "Unauthorized" })).toBe("Onjuiste email of wachtwoord.");
    expect(describeSignInError({ status: 500, message: "Kapot" })).toBe("Kapot");
  });

  it("shows the app server's Dutch envelope (rate limit, origin check) as it is", () => {
    const tooMany = { status: 429, error: { title: "Te veel pogingen", description: "Wacht even." } };
    expect(describeSignInError(tooMany)).toBe("Te veel pogingen. Wacht even.");
  });
});
