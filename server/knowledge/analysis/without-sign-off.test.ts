import { describe, expect, it } from "vitest";
import { withoutSignOff } from "./without-sign-off.ts";

describe("withoutSignOff", () => {
  it.each([
    [
      "graag wil ik meer werken, heb nu maar 12 uur per week. groetjes anouk",
      "graag wil ik meer werken, heb nu maar 12 uur per week.",
    ],
    [
      "Bij wie kan ik dit laten corrigeren?\n\nMet vriendelijke groet,\nAnouk de Vries",
      "Bij wie kan ik dit laten corrigeren?",
    ],
    ["Waar kan ik officieel iets indienen?\nGroet, R. Mulder", "Waar kan ik officieel iets indienen?"],
    ["hoeveel krijg je voor overuren? gr", "hoeveel krijg je voor overuren?"],
    ["nieuw adres, hoe geef ik dat door? mvg", "nieuw adres, hoe geef ik dat door?"],
  ])("%j → %j", (message, kept) => {
    expect(withoutSignOff(message)).toBe(kept);
  });

  it.each([
    // The name is only cut after a closing greeting, and a long tail is no name.
    "wat moet ik doen als ik ziek ben",
    "doe de groeten aan de teamleider en vraag of ik morgen vrij mag nemen in de middag",
    "groetjes",
  ])("leaves %j whole", (message) => {
    expect(withoutSignOff(message)).toBe(message);
  });

  it("reads a long run of letters after a greeting in linear time", () => {
    const started = performance.now();
    const message = `groetjes ${"a".repeat(4000)}!`;
    expect(withoutSignOff(message)).toBe(message);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
