import { describe, expect, it } from "vitest";
import { readEnv } from "../../config.ts";
import { devMailboxEnabled } from "./dev-mailbox-enabled.ts";
import { requireMailDelivery } from "./require-mail-delivery.ts";

const local = "http://localhost:3000";
const publicUrl = "https://hr.voorbeeld.nl";

describe("the dev mailbox setting", () => {
  it("is on by default for the all-in-one launcher on localhost without SMTP", () => {
    expect(devMailboxEnabled(readEnv({}), { role: "all", publicUrl: local })).toBe(true);
    expect(devMailboxEnabled(readEnv({}), { role: "all", publicUrl: "http://127.0.0.1:3000" })).toBe(true);
  });

  it("is off by default for a public address, a separate app process, SMTP or production", () => {
    expect(devMailboxEnabled(readEnv({}), { role: "all", publicUrl })).toBe(false);
    expect(devMailboxEnabled(readEnv({}), { role: "app", publicUrl: local })).toBe(false);
    expect(devMailboxEnabled(readEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }), { role: "all", publicUrl: local })).toBe(
      false,
    );
    expect(devMailboxEnabled(readEnv({ NODE_ENV: "production" }), { role: "all", publicUrl: local })).toBe(false);
  });

  it("follows DEV_MAILBOX on localhost", () => {
    expect(devMailboxEnabled(readEnv({ DEV_MAILBOX: "on" }), { role: "app", publicUrl: local })).toBe(true);
    expect(devMailboxEnabled(readEnv({ DEV_MAILBOX: "off" }), { role: "all", publicUrl: local })).toBe(false);
    expect(devMailboxEnabled(readEnv({ DEV_MAILBOX: "" }), { role: "all", publicUrl: local })).toBe(true);
  });

  it("refuses DEV_MAILBOX=on for a public address, naming the problem", () => {
    expect(() => devMailboxEnabled(readEnv({ DEV_MAILBOX: "on" }), { role: "all", publicUrl })).toThrow(
      /DEV_MAILBOX=on needs a localhost PUBLIC_URL/,
    );
    // A host that merely starts with "localhost" is not this machine.
    expect(() =>
      devMailboxEnabled(readEnv({ DEV_MAILBOX: "on" }), { role: "all", publicUrl: "https://localhost.voorbeeld.nl" }),
    ).toThrow();
  });
});

describe("mail delivery in production", () => {
  it("refuses a mail-sending process without SMTP_URL", () => {
    const production = readEnv({ NODE_ENV: "production" });
    expect(() => requireMailDelivery(production, "worker")).toThrow(/SMTP_URL is required/);
    expect(() => requireMailDelivery(production, "all")).toThrow(/SMTP_URL is required/);
  });

  it("accepts SMTP, a separate app process (it only enqueues mail), and development", () => {
    expect(() =>
      requireMailDelivery(readEnv({ NODE_ENV: "production", SMTP_URL: "smtps://u:p@smtp.voorbeeld.nl:465" }), "worker"),
    ).not.toThrow();
    expect(() => requireMailDelivery(readEnv({ NODE_ENV: "production" }), "app")).not.toThrow();
    expect(() => requireMailDelivery(readEnv({}), "all")).not.toThrow();
  });
});
