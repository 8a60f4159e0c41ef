/**
 * Runs work items at most `concurrency` at a time, except that items of one lane (the same
 * key) run one after another in the order they were added. The webhook spool drains this
 * way: deliveries of different conversations land side by side (and share commits), while
 * one sender's messages keep their order. `add` waits while every place is taken, so the
 * caller reads ahead no further than that; `settled` waits for all added items and throws
 * the first error one threw (an item that throws does not stop its lane).
 */
export function inLanes(concurrency: number) {
  const lanes = new Map<string, Promise<void>>();
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  return {
    async add(key: string, work: () => Promise<void>): Promise<void> {
      while (running.size >= concurrency) await Promise.race(running);
      const before = lanes.get(key);
      const item: Promise<void> = (async () => {
        await before;
        try {
          await work();
        } catch (error) {
          failure ??= { error };
        }
      })().finally(() => {
        running.delete(item);
        if (lanes.get(key) === item) lanes.delete(key);
      });
      running.add(item);
      lanes.set(key, item);
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
      if (failure) throw failure.error;
    },
  };
}
