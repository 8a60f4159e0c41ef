import { describe, expect, it } from "vitest";
import { smallestWindow } from "./smallest-window.ts";

describe("smallestWindow", () => {
  it("finds the shortest run of positions that holds every kind", () => {
    // kinds 0 and 1: at 0 and 9 far apart, at 5 and 6 side by side.
    expect(
      smallestWindow(
        [
          [0, 0],
          [5, 1],
          [6, 0],
          [9, 1],
        ],
        2,
      ),
    ).toBe(2);
    expect(smallestWindow([[3, 0]], 1)).toBe(1);
  });

  it("is infinite when a kind never occurs", () => {
    expect(smallestWindow([[0, 0]], 2)).toBe(Number.POSITIVE_INFINITY);
  });
});
