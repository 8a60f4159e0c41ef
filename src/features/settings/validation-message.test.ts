import { describe, expect, it } from "vitest";
import { organizationEmailInput, organizationGeneralInput } from "../../../common/zero/validation.ts";
import { profileNameInput } from "./general/profile-name-input.ts";
import { settingsValidationMessage } from "./validation-message.ts";

const messageFor = (result: { success: boolean; error?: unknown }) => {
  if (result.success) throw new Error("expected a validation error");
  return settingsValidationMessage(result.error as Parameters<typeof settingsValidationMessage>[0]);
};

describe("settings validation messages in Dutch", () => {
  it("asks for a name when it is blank", () => {
    expect(messageFor(organizationGeneralInput.safeParse({ id: "o", name: "  ", display_name: "", now: 1 }))).toBe(
      "Vul een naam in.",
    );
    expect(messageFor(profileNameInput.safeParse({ full_name: " " }))).toBe("Vul een naam in.");
  });
  it("names the limit when a value is too long", () => {
    expect(messageFor(profileNameInput.safeParse({ full_name: "x".repeat(201) }))).toBe("Maximaal 200 tekens.");
  });
  it("points at the email field that is wrong", () => {
    const base = { id: "o", email_sender_name: "", email_domain: "", email_from_address: "", now: 1 };
    expect(messageFor(organizationEmailInput.safeParse({ ...base, email_domain: "niet een domein" }))).toBe(
      "Ongeldig domein",
    );
    expect(messageFor(organizationEmailInput.safeParse({ ...base, email_from_address: "a b" }))).toBe(
      "Ongeldig afzenderadres",
    );
  });
  it("accepts blank domain and prefix: default domain, prefix 'notifications'", () => {
    const r = organizationEmailInput.parse({
      id: "o",
      email_sender_name: "",
      email_domain: " ",
      email_from_address: "",
      now: 1,
    });
    expect(r).toMatchObject({ email_sender_name: null, email_domain: null, email_from_address: "notifications" });
  });
});
