import { describe, expect, it } from "vitest";
import { recordsHoldToken, usesOwnDomain, verificationRecord } from "./domain-verification.ts";

describe("domain verification", () => {
  it("asks for a TXT record under our own label on the domain", () => {
    expect(verificationRecord("flexwerk.nl", "abc123")).toEqual({
      name: "_hr-assistent.flexwerk.nl",
      value: "hr-assistent-verificatie=abc123",
    });
  });

  it("finds the token in a record, also split into pieces, and nothing else", () => {
    expect(recordsHoldToken([["v=spf1 -all"], ["hr-assistent-verificatie=abc123"]], "abc123")).toBe(true);
    expect(recordsHoldToken([["hr-assistent-", "verificatie=abc123"]], "abc123")).toBe(true);
    expect(recordsHoldToken([["hr-assistent-verificatie=abc1234"]], "abc123")).toBe(false);
    expect(recordsHoldToken([["hr-assistent-verificatie=other"]], "abc123")).toBe(false);
    expect(recordsHoldToken([], "abc123")).toBe(false);
  });

  it("counts a domain as the organisation's only while verified", () => {
    expect(usesOwnDomain({ email_domain: "a.nl", email_domain_verified_at: null })).toBe(false);
    expect(usesOwnDomain({ email_domain: null, email_domain_verified_at: Date.now() })).toBe(false);
    expect(usesOwnDomain({ email_domain: "a.nl", email_domain_verified_at: Date.now() })).toBe(true);
  });
});
