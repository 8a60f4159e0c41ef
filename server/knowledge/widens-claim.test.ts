import { describe, expect, it } from "vitest";
import { widensClaim } from "./widens-claim.ts";

const HOME = "Thuiswerken mag in overleg met je leidinggevende.";
const TRAVEL = "Je krijgt € 0,23 per kilometer woon-werkverkeer vanaf 10 kilometer enkele reis.";

describe("widensClaim", () => {
  it("catches 'altijd' or 'ook als' the source does not say, and a condition left out", () => {
    expect(widensClaim("Thuiswerken mag altijd.", [HOME], HOME)).toBe(true);
    expect(
      widensClaim("Je krijgt 23 cent per kilometer vanaf 10 kilometer, ook als je dichtbij woont.", [TRAVEL], TRAVEL),
    ).toBe(true);
    expect(widensClaim("Je krijgt 23 cent per kilometer.", [TRAVEL], TRAVEL)).toBe(true);
    expect(
      widensClaim(
        "Ziek? Je krijgt loon.",
        ["Je krijgt geen loon op de eerste ziektedag."],
        "Je krijgt geen loon op de eerste ziektedag.",
      ),
    ).toBe(true);
  });

  it("lets a faithful wording through", () => {
    expect(widensClaim("Overleg het met je leidinggevende: dan mag je thuiswerken in overleg.", [HOME], HOME)).toBe(
      false,
    );
    expect(widensClaim("Vanaf 10 kilometer enkele reis krijg je 23 cent per kilometer.", [TRAVEL], TRAVEL)).toBe(false);
  });
});
