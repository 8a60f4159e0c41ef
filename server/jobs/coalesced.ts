import { setTimeout as sleep } from "node:timers/promises";

/**
 * Runs `step` when kicked: one run at a time, starting at most every `minGapMs`. A kick
 * long after the last run starts one at once; kicks during a run (or its gap) are all served
 * by one more run after it. So under load each run takes what many kicks left. `idle`
 * resolves once no run is going or due, e.g. before the pool `step` uses is ended.
 */
export function coalesced(step: () => Promise<unknown>, minGapMs: number) {
  let running = false;
  let again = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let current: Promise<void> = Promise.resolve();
  const run = async () => {
    running = true;
    // A step that throws ends this run, not the runs later kicks ask for.
    try {
      do {
        // Timers have millisecond resolution and can fire a little early: wait until it is time.
        const due = lastStart + minGapMs;
        while (performance.now() < due) await sleep(Math.ceil(due - performance.now()));
        again = false;
        lastStart = performance.now();
        await step();
      } while (again);
    } finally {
      running = false;
    }
  };
  return {
    kick() {
      if (running) again = true;
      else current = run();
    },
    idle: () => current.catch(() => {}),
  };
}
