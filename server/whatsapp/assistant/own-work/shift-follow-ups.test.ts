import { describe, expect, it } from "vitest";
import { shiftFollowUps } from "./shift-follow-ups.ts";

const asked = (message: string, before?: string[]) => shiftFollowUps(message, before).map((r) => r.asked);

describe("shiftFollowUps", () => {
  it("reads another day after a shift question as a shift question for that day", () => {
    expect(asked("en op 28-3?", ["wanneer moet ik werken"])).toEqual(["wanneer moet ik werken en op 28-3"]);
    expect(asked("en zaterdag?", ["hoe laat begint mijn dienst morgen"])).toEqual([
      "wanneer moet ik werken en zaterdag",
    ]);
  });

  it("reads a detail as the shift question it follows, through earlier follow-ups", () => {
    expect(asked("welke klant is dat", ["waar werk ik morgen"])).toEqual(["waar werk ik morgen"]);
    expect(asked("tot hoe laat", ["moet ik morgen?", "en zaterdag?"])).toEqual(["wanneer moet ik werken en zaterdag"]);
  });

  it("leaves out a detail that follows a shift question in the same message", () => {
    expect(shiftFollowUps("hoe laat moet ik morgen beginnen en tot hoe laat")).toEqual([
      { shown: "hoe laat moet ik morgen beginnen", asked: "hoe laat moet ik morgen beginnen" },
    ]);
  });

  it("leaves a message alone that follows no shift question, or asks something else", () => {
    expect(asked("en zaterdag?", ["hoeveel toeslag krijg ik op zondag"])).toEqual(["en zaterdag?"]);
    expect(asked("welke klant is dat")).toEqual(["welke klant is dat"]);
    expect(asked("hoeveel vakantiedagen heb ik", ["wanneer moet ik werken"])).toEqual(["hoeveel vakantiedagen heb ik"]);
  });
});
