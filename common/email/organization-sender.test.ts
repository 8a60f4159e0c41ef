import { describe, expect, it } from "vitest";
import { organizationSender } from "./organization-sender.ts";

const org = {
  name: "Flexwerk Noord",
  display_name: null,
  email_sender_name: null,
  email_domain: null,
  email_from_address: null,
};

describe("organizationSender", () => {
  it("uses the organisation's own domain, with 'notifications' unless a prefix is set", () => {
    expect(organizationSender({ ...org, email_sender_name: "HR", email_domain: "flexwerk.nl" }, "x@y.nl")).toBe(
      '"HR" <notifications@flexwerk.nl>',
    );
    expect(
      organizationSender({ ...org, email_domain: "flexwerk.nl", email_from_address: "hr" }, "HR <no-reply@p.nl>"),
    ).toBe('"Flexwerk Noord" <hr@flexwerk.nl>');
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
