import { describe, expect, it } from "vitest";
import { inLanes } from "./in-lanes.ts";

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("inLanes", () => {
  it("runs different lanes side by side, at most `concurrency` at once, and each lane in order", async () => {
    const lanes = inLanes(3);
    let now = 0;
    let most = 0;
    const order: Record<string, number[]> = {};
    for (let i = 0; i < 30; i++) {
      const key = `k${i % 4}`;
      await lanes.add(key, async () => {
        now++;
        most = Math.max(most, now);
        // Later items of a lane take less time: out of order they would finish first.
        await tick(20 - (i % 20));
        order[key] = [...(order[key] ?? []), i];
        now--;
      });
    }
    await lanes.settled();
    expect(most).toBe(3);
    for (const [key, seen] of Object.entries(order)) {
      const k = Number(key.slice(1));
      expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => i).filter((i) => i % 4 === k));
    }
  });

  it("goes on with a lane after an item of it failed, and says so once all are done", async () => {
    const lanes = inLanes(2);
    const seen: number[] = [];
    await lanes.add("a", async () => {
      throw new Error("kapot");
    });
    await lanes.add("a", async () => void seen.push(2));
    await expect(lanes.settled()).rejects.toThrow("kapot");
    expect(seen).toEqual([2]);
  });
});
