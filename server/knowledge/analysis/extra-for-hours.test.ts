import { describe, expect, it } from "vitest";
import { extraForHours } from "./extra-for-hours.ts";
import { tokenize } from "./normalize.ts";

const allowance = (question: string) => extraForHours(tokenize(question));

describe("extraForHours: 'extra' asked about work at a time with an allowance", () => {
  it("is the allowance for weekend, holiday, evening and night work", () => {
    expect(allowance("wat krijg ik extra voor een zondag shift")).toBe(true);
    expect(allowance("moet 2e kerstdag werken, krijg ik daar extra voor?")).toBe(true);
    expect(allowance("krijg ik voor die avonduren nog iets extra?")).toBe(true);
    expect(allowance("krijg je extra als je 's nachts werkt")).toBe(true);
    expect(allowance("hoeveel krijg ik extra als ik door de week tot 23:00 werk?")).toBe(true);
    expect(allowance("begin om 5:30, krijg ik daar extra voor")).toBe(true);
  });

  it("is not extra shifts, breaks or pay for a lift, nor a time without 'extra'", () => {
    expect(allowance("hoe kom ik aan extra diensten")).toBe(false);
    expect(allowance("krijgen we extra pauze als het heet is")).toBe(false);
    expect(allowance("ik neem elke dag 2 collega's mee, krijg ik daar iets extra voor?")).toBe(false);
    expect(allowance("hoe laat begint de nachtdienst")).toBe(false);
    // Daytime hours carry none.
    expect(allowance("kan ik van 9:00 tot 17:00 extra uren draaien")).toBe(false);
  });
});
