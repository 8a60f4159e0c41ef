import { describe, expect, it } from "vitest";
import type { QueryGroup } from "./analyze-question.ts";
import { settingOf } from "./setting-of.ts";

const group = (surface: string) => ({ surface }) as QueryGroup;
const settings = (question: string, surfaces: string[]) => surfaces.filter((s) => settingOf(question)(group(s)));

describe("settingOf: when and where a question happens, not what it asks", () => {
  it("reads days, tomorrow's parts of the day and named periods as the setting", () => {
    expect(settings("ik ben ziek, hoe meld ik me af voor morgenochtend?", ["ziek", "morgenochtend"])).toEqual([
      "morgenochtend",
    ]);
    expect(settings("kan ik donderdag vrij", ["donderdag", "vrij"])).toEqual(["donderdag"]);
    expect(settings("hoe lang duurt het volgende week", ["week"])).toEqual(["week"]);
  });

  it("leaves the weekend and hours worked to the question", () => {
    expect(settings("krijg ik toeslag op zaterdag", ["zaterdag", "toeslag"])).toEqual([]);
    expect(settings("ik werk 12 uur per week", ["uur", "week"])).toEqual([]);
  });
});
