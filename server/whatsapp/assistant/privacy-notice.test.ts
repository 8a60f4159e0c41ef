import { describe, expect, it } from "vitest";
import { privacyNotice } from "./privacy-notice.ts";

describe("privacyNotice", () => {
  it("links the privacy statement and says how to stop, in one short line", () => {
    const line = privacyNotice("https://voorbeeld.nl/privacy", "hoeveel vakantiedagen heb ik?");
    expect(line).toBe(
      "Privacyverklaring: https://voorbeeld.nl/privacy. Liever geen berichten van ons, zoals een welkomstbericht? Stuur STOP.",
    );
    expect(line).not.toContain("\n");
  });

  it("says only how to stop when the organisation set no statement", () => {
    expect(privacyNotice(null, "hallo")).toBe("Liever geen berichten van ons, zoals een welkomstbericht? Stuur STOP.");
  });

  it("is left out when the first message is STOP or START: that reply says what happened", () => {
    expect(privacyNotice("https://voorbeeld.nl/privacy", "STOP")).toBeNull();
    expect(privacyNotice(null, "start")).toBeNull();
  });
});
