import { describe, expect, it } from "vitest";
import { optOutOf } from "./opt-out.ts";

describe("optOutOf", () => {
  it("hears STOP and START as a message of their own, however written", () => {
    expect(["STOP", "stop", "Stop!", " stop. ", "uitschrijven", "unsubscribe"].map(optOutOf)).toEqual(
      Array(6).fill("stop"),
    );
    expect(["START", "start", "Aanmelden"].map(optOutOf)).toEqual(Array(3).fill("start"));
  });

  it("leaves questions alone, and 'afmelden', which means calling in sick or off a shift", () => {
    for (const text of ["afmelden", "hoe moet ik me afmelden?", "mag ik stoppen met mijn contract", "wanneer start ik"])
      expect(optOutOf(text), text).toBeNull();
  });
});
