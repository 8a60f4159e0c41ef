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

  it("reads a day further off, as employees name it, as a shift question for that day", () => {
    const shiftQuestion = ["wanneer moet ik morgen werken?"];
    expect(asked("en donderdag over een week?", shiftQuestion)).toEqual([
      "wanneer moet ik werken en donderdag over een week",
    ]);
    expect(asked("en overmorgen?", shiftQuestion)).toEqual(["wanneer moet ik werken en overmorgen"]);
    expect(asked("en volgende week dinsdag", shiftQuestion)).toEqual([
      "wanneer moet ik werken en volgende week dinsdag",
    ]);
    expect(asked("en dinsdag volgende week dan?", shiftQuestion)).toEqual([
      "wanneer moet ik werken en dinsdag volgende week dan",
    ]);
  });

  it("reads 'the week after' as the shift question it follows, a week on, however often asked", () => {
    expect(asked("en die week erna?", ["wanneer moet ik volgende week werken?"])).toEqual([
      "wanneer moet ik volgende week werken de week erna",
    ]);
    expect(asked("en de week daarna?", ["wat is mijn rooster volgende week", "en die week erna?"])).toEqual([
      "wat is mijn rooster volgende week de week erna de week erna",
    ]);
  });

  it("leaves other questions after a shift question alone, and a day or week with no shift question before it", () => {
    const shiftQuestion = ["wanneer moet ik morgen werken?"];
    for (const other of [
      "en hoe zit het met vakantie?",
      "en hoeveel vakantiedagen heb ik?",
      "en die week erna vrij nemen?",
    ])
      expect(asked(other, shiftQuestion)).toEqual([other]);
    expect(asked("en die week erna?", ["hoeveel toeslag krijg ik op zondag"])).toEqual(["en die week erna?"]);
    expect(asked("en donderdag over een week?")).toEqual(["en donderdag over een week?"]);
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
