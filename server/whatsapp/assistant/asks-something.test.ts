import { describe, expect, it } from "vitest";
import { asksSomething } from "./asks-something.ts";

describe("asksSomething", () => {
  it("hears a question in an upset message", () => {
    for (const text of [
      "ben het zat hoe de planning met mn vrije dagen omgaat, kan ik ergens officieel bezwaar maken",
      "waarom krijg ik nooit antwoord van jullie",
      "belachelijk. wanneer komt mn geld",
      "is dit normaal",
    ])
      expect(asksSomething(text), text).toBe(true);
  });

  it("hears none in a complaint", () => {
    for (const text of [
      "dit is echt belachelijk!!! mn loon is weer te laat en niemand neemt op bij jullie",
      "wtf mn salaris is nog steeds niet binnen, dit is de 2e keer!!",
      "ik ben het echt zat",
    ])
      expect(asksSomething(text), text).toBe(false);
  });
});
