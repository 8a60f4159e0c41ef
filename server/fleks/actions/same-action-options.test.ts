import { describe, expect, it } from "vitest";
import { sameActionOptions } from "./same-action-options.ts";

describe("sameActionOptions", () => {
  it("is the same request only with the same welcome wish and the same employees", () => {
    expect(sameActionOptions(undefined, {})).toBe(true);
    expect(sameActionOptions({ welcome: false }, {})).toBe(true);
    expect(sameActionOptions({ uuids: ["b", "a"] }, { uuids: ["a", "b", "a"] })).toBe(true);
    expect(sameActionOptions({ welcome: true }, { welcome: false })).toBe(false);
    expect(sameActionOptions({ uuids: ["a"] }, { uuids: ["b"] })).toBe(false);
    expect(sameActionOptions({ uuids: ["a"] }, {})).toBe(false);
    // An 'import all' never joins the import of Fleks's changes a sync queued.
    expect(sameActionOptions({ changed: true }, {})).toBe(false);
  });
});
