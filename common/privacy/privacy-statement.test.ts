import { describe, expect, it } from "vitest";
import { nl } from "../i18n/nl.ts";
import { PRIVACY_URL_MAX, privacyStatementUrl } from "./privacy-statement.ts";

const check = (value: string) => privacyStatementUrl.safeParse(value);

describe("privacyStatementUrl", () => {
  it("takes an https address, trimmed, and empty as none", () => {
    expect(check(" https://voorbeeld.nl/privacy ").data).toBe("https://voorbeeld.nl/privacy");
    expect(check("").data).toBe("");
  });

  it("refuses http, other schemes, no address at all and a too long one, in Dutch", () => {
    for (const bad of [
      "http://voorbeeld.nl/privacy",
      "javascript:alert(1)",
      "voorbeeld.nl",
      "https://localhost",
      "https://a b.nl",
    ])
      expect(check(bad).error?.issues[0]?.message).toBe(nl.privacy.privacyUrlInvalid);
    const long = `https://voorbeeld.nl/${"a".repeat(PRIVACY_URL_MAX)}`;
    expect(check(long).error?.issues[0]?.message).toBe(nl.privacy.privacyUrlTooLong(PRIVACY_URL_MAX));
  });
});
