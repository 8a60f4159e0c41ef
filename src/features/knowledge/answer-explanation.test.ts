import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { pickedBy } from "./answer-explanation.tsx";

describe("share", () => {
  it("says a runner-up's share under 1% is under 1%, not 0%", () => {
    expect(nl.explanation.share(0)).toBe("< 1%");
    expect(nl.explanation.share(37)).toBe("37%");
  });
});

describe("pickedBy", () => {
  it("names who chose an answer, in place of the scorer's confidence", () => {
    expect(pickedBy({ reason: nl.assistant.reasonChosen })).toBe("Gekozen door de medewerker");
    expect(pickedBy({ reason: nl.assistant.reasonModelChose })).toBe("Gekozen door het taalmodel");
  });

  it("is null when the scorer chose, also when the model only confirmed it", () => {
    expect(pickedBy({})).toBeNull();
    expect(pickedBy({ reason: nl.assistant.reasonModelConfirmed })).toBeNull();
    expect(pickedBy({ reason: nl.assistant.reasonLowConfidence })).toBeNull();
  });
});
