import { describe, expect, it } from "vitest";
import { asksAboutOwnRecord } from "./own-record.ts";

describe("asksAboutOwnRecord", () => {
  it("recognises questions about the employee's own data or asking HR to change it", () => {
    for (const q of [
      "hoeveel vakantiedagen heb ik nog",
      "is mijn contract al verlengd",
      "klopt mijn loonstrook wel",
      "ik heb deze week te weinig uitbetaald gekregen",
      "kunnen jullie mijn adres aanpassen",
      "wat is mijn verlofsaldo",
    ])
      expect(asksAboutOwnRecord(q), q).toBe(true);
  });

  it("leaves questions about the rules alone", () => {
    for (const q of [
      "hoeveel vakantiedagen krijg ik per jaar",
      "hoe geef ik een adreswijziging door",
      "wanneer wordt het loon betaald",
      "waar vind ik mijn loonstrook",
    ])
      expect(asksAboutOwnRecord(q), q).toBe(false);
  });
});
