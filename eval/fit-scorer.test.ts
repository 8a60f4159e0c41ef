import { describe, expect, it } from "vitest";
import { safestThresholds, type Thresholds } from "./fit-scorer.ts";

// A made-up training split of 200 questions: how many a pair of thresholds answers wrong and right.
const split = (wrongAt: (t: Thresholds) => number, rightAt: (t: Thresholds) => number) => async (t: Thresholds) => ({
  wrongShare: wrongAt(t) / 200,
  right: rightAt(t),
});

describe("safestThresholds", () => {
  it("takes the common threshold with the most right within 1.5% wrong, then lowers the passage one while that holds", async () => {
    // FAQs: a wrong answer below 0.9 for every 0.01; passages: one below 0.7, another below 0.6.
    const wrong = (t: Thresholds) =>
      Math.max(0, Math.round((0.9 - t.faq) * 100)) + (t.passage < 0.7 ? 1 : 0) + (t.passage < 0.6 ? 1 : 0);
    const right = (t: Thresholds) => Math.round((1 - t.faq) * 500 + (1 - t.passage) * 100);
    // 1.5% of 200 is 3 wrong: the common threshold stops at 0.87, the passage one at 0.7.
    expect(await safestThresholds(split(wrong, right))).toEqual({ faq: 0.87, passage: 0.7 });
  });

  it("keeps the passage threshold where lowering it answers nothing more right", async () => {
    const wrong = (t: Thresholds) => Math.max(0, Math.round((0.9 - t.faq) * 100));
    const right = (t: Thresholds) => Math.round((1 - t.faq) * 500);
    expect(await safestThresholds(split(wrong, right))).toEqual({ faq: 0.87, passage: 0.87 });
  });

  it("walks on past one step over the budget, as one wrong answer more is noise at this size", async () => {
    // 0.85 answers a fourth question wrong, which 0.84 no longer does; below 0.82 it gets worse.
    const wrong = (t: Thresholds) => (t.faq === 0.85 ? 4 : t.faq >= 0.82 ? 3 : 10);
    const right = (t: Thresholds) => Math.round((1 - t.faq) * 500);
    expect(await safestThresholds(split(wrong, right))).toEqual({ faq: 0.82, passage: 0.82 });
  });

  it("answers nothing when even 0.99 is too often wrong", async () => {
    expect(
      await safestThresholds(
        split(
          () => 10,
          () => 50,
        ),
      ),
    ).toEqual({ faq: 1, passage: 1 });
  });
});
