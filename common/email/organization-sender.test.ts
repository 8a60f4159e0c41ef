import { describe, expect, it } from "vitest";
import { organizationSender } from "./organization-sender.ts";

const org = {
  name: "Flexwerk Noord",
  display_name: null,
  email_sender_name: null,
  email_domain: null,
  email_from_address: null,
  email_domain_verified_at: null,
};
const verified = new Date("2026-11-29T10:00:00Z");

describe("organizationSender", () => {
  it("uses the organisation's own domain once verified, with 'notifications' unless a prefix is set", () => {
    const own = { ...org, email_domain: "flexwerk.nl", email_domain_verified_at: verified };
    expect(organizationSender({ ...own, email_sender_name: "HR" }, "x@y.nl")).toBe('"HR" <notifications@flexwerk.nl>');
    expect(organizationSender({ ...own, email_from_address: "hr" }, "HR <no-reply@p.nl>")).toBe(
      '"Flexwerk Noord" <hr@flexwerk.nl>',
    );
  });

  it("never sends from a domain the organisation has not verified: anyone can type a bank's", () => {
    expect(
      organizationSender({ ...org, email_domain: "ing.nl", email_from_address: "beveiliging" }, "HR <no-reply@p.nl>"),
    ).toBe('"Flexwerk Noord" <no-reply@p.nl>');
  });

  it("without a domain sends from the platform's address under the organisation's name", () => {
    expect(organizationSender({ ...org, display_name: "Flexwerk" }, "HR Assistent <no-reply@p.nl>")).toBe(
      '"Flexwerk" <no-reply@p.nl>',
    );
    expect(organizationSender({ ...org, email_sender_name: 'Ev"il\r\nBcc: x' }, "no-reply@p.nl")).toBe(
      '"EvilBcc: x" <no-reply@p.nl>',
    );
  });
});
