import { describe, expect, it } from "vitest";
import { brandingInput, organizationEmailInput, organizationGeneralInput } from "./validation.ts";

describe("organisation input validation", () => {
  it("takes branding colours as typed (the mutator falls back per colour) but bounds their length", () => {
    const colors = {
      accent_color: "7A2FF3",
      primary_text_color: "wit",
      secondary_color: "",
      secondary_text_color: "#000000",
      menu_item_bg_color: "#7a2ff3",
      menu_item_hover_bg_color: "#6620d9",
    };
    expect(brandingInput.safeParse({ id: "o", display_name: " ", ...colors, now: 1 }).success).toBe(true);
    const long = { ...colors, accent_color: "#".repeat(21) };
    expect(brandingInput.safeParse({ id: "o", display_name: null, ...long, now: 1 }).success).toBe(false);
  });

  it("requires an organisation name and turns an empty display name into null", () => {
    expect(organizationGeneralInput.safeParse({ id: "o", name: "  ", display_name: "", now: 1 }).success).toBe(false);
    expect(organizationGeneralInput.parse({ id: "o", name: " Acme ", display_name: "  ", now: 1 })).toEqual({
      id: "o",
      name: "Acme",
      display_name: null,
      now: 1,
    });
  });

  it("email settings: blank domain = provider default, blank prefix = 'notifications'", () => {
    expect(
      organizationEmailInput.parse({
        id: "o",
        email_sender_name: "",
        email_domain: "",
        email_from_address: "",
        now: 1,
      }),
    ).toEqual({ id: "o", email_sender_name: null, email_domain: null, email_from_address: "notifications", now: 1 });
    expect(
      organizationEmailInput.parse({
        id: "o",
        email_sender_name: "HR",
        email_domain: "Bedrijf.NL",
        email_from_address: "HR.Team",
        now: 1,
      }),
    ).toMatchObject({ email_domain: "bedrijf.nl", email_from_address: "hr.team" });
  });

  it("rejects a malformed domain or sender prefix", () => {
    const base = { id: "o", email_sender_name: "", now: 1 };
    expect(
      organizationEmailInput.safeParse({ ...base, email_domain: "not a domain", email_from_address: "x" }).success,
    ).toBe(false);
    expect(
      organizationEmailInput.safeParse({ ...base, email_domain: "bedrijf.nl", email_from_address: "a b@c" }).success,
    ).toBe(false);
  });
});
