import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { coalesced } from "./coalesced.ts";

function recorder(stepMs: number) {
  const starts: number[] = [];
  let active = 0;
  let maxActive = 0;
  const step = async () => {
    starts.push(performance.now());
    maxActive = Math.max(maxActive, ++active);
    await sleep(stepMs);
    active--;
  };
  return { starts, step, maxActive: () => maxActive };
}

describe("coalesced", () => {
  it("runs a lone kick at once", async () => {
    const r = recorder(1);
    const t = performance.now();
    coalesced(r.step, 50).kick();
    await sleep(5);
    expect(r.starts).toHaveLength(1);
    expect(r.starts[0] - t).toBeLessThan(5);
  });

  it("serves a burst of kicks with one more run, never two at once, at least the gap apart", async () => {
    const r = recorder(5);
    const c = coalesced(r.step, 30);
    const t = performance.now();
    let kicks = 0;
    while (performance.now() - t < 100) {
      c.kick();
      kicks++;
      await sleep(0.5);
    }
    const kicking = performance.now() - t;
    await sleep(120);
    expect(r.maxActive()).toBe(1);
    // One run per 30 ms gap while the kicks lasted, plus the last: not one per kick.
    expect(r.starts.length).toBeGreaterThanOrEqual(2);
    expect(r.starts.length).toBeLessThanOrEqual(Math.ceil(kicking / 30) + 1);
    expect(r.starts.length).toBeLessThan(kicks / 5);
    for (let i = 1; i < r.starts.length; i++) expect(r.starts[i] - r.starts[i - 1]).toBeGreaterThanOrEqual(29);
  });

  it("a kick during the last run is not lost", async () => {
    const r = recorder(10);
    const c = coalesced(r.step, 0);
    c.kick();
    await sleep(2);
    c.kick();
    await sleep(40);
    expect(r.starts).toHaveLength(2);
  });

  it("idle waits for the run going and the one a kick during it asked for, and a failing step", async () => {
    const r = recorder(10);
    const c = coalesced(r.step, 0);
    await c.idle();
    c.kick();
    await sleep(2);
    c.kick();
    await c.idle();
    expect(r.starts).toHaveLength(2);
    let fails = 0;
    const failing = coalesced(() => Promise.reject(new Error(`down ${++fails}`)), 0);
    failing.kick();
    await expect(failing.idle()).resolves.toBeUndefined();
    // The next kick runs again: a thrown step left the first run's flag set, and no run ever came.
    failing.kick();
    await failing.idle();
    expect(fails).toBe(2);
  });
});
