import { describe, expect, it } from "vitest";
import { soundsFrustrated } from "./sounds-frustrated.ts";

describe("soundsFrustrated", () => {
  it("hears anger and being fed up, as employees write it", () => {
    for (const text of [
      "dit is echt belachelijk!!! mn loon is weer te laat en niemand neemt op bij jullie",
      "waarom krijg ik nooit antwoord van jullie?? ik ben het echt zat",
      "wtf mn salaris is nog steeds niet binnen",
      "mn uren zijn weer fout, dit is niet normaal",
      "ik ben echt boos, mijn rooster is weer veranderd",
      "waar blijft mijn geld!!!",
    ])
      expect(soundsFrustrated(text), text).toBe(true);
  });

  it("leaves calm questions, thanks and enthusiasm alone", () => {
    for (const text of [
      "wanneer wordt het salaris betaald",
      "top!! dankje",
      "hoe kan ik een klacht indienen",
      "ik heb mijn reiskosten nog steeds niet gehad",
      "krijg ik geen reactie als ik ziek ben?",
      "is het zaterdag open",
    ])
      expect(soundsFrustrated(text), text).toBe(false);
  });
});
