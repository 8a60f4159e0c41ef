import { describe, expect, it } from "vitest";
import { groupCommit, QueueFullError } from "./group-commit.ts";

/** A write that takes `ms` and records each batch it was given. */
function slowWrite(ms: number, fails: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const write = async (batch: number[]) => {
    concurrent++;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    await new Promise((r) => setTimeout(r, ms));
    concurrent--;
    if (batch.some(fails)) throw new Error("bad item");
    batches.push(batch);
  };
  return { write, batches, maxConcurrent: () => maxConcurrent };
}

describe("groupCommit", () => {
  it("writes a lone item at once, in a batch of its own", async () => {
    const w = slowWrite(5);
    const gc = groupCommit(w.write);
    const started = performance.now();
    await gc.add(1);
    expect(performance.now() - started).toBeLessThan(50);
    expect(w.batches).toEqual([[1]]);
  });

  it("puts what arrives during writes into shared batches, never more at once than allowed", async () => {
    const w = slowWrite(20);
    const gc = groupCommit(w.write, { maxInFlight: 2, maxBatch: 50 });
    await Promise.all(Array.from({ length: 200 }, (_, i) => gc.add(i)));
    expect(w.batches.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(w.batches.length).toBeLessThanOrEqual(6);
    expect(Math.max(...w.batches.map((b) => b.length))).toBeLessThanOrEqual(50);
    expect(w.maxConcurrent()).toBe(2);
  });

  it("one bad item fails alone; the others in its batch are written", async () => {
    const w = slowWrite(5, (item) => item === 3);
    const gc = groupCommit(w.write, { maxInFlight: 1 });
    const first = gc.add(0);
    const rest = [1, 2, 3, 4].map((i) =>
      gc.add(i).then(
        () => "ok",
        () => "failed",
      ),
    );
    await first;
    expect(await Promise.all(rest)).toEqual(["ok", "ok", "failed", "ok"]);
    expect(w.batches.flat().sort()).toEqual([0, 1, 2, 4]);
  });

  it("with the database out of reach, a batch fails at once, not one item after another", async () => {
    let writes = 0;
    const gc = groupCommit(
      async () => {
        writes++;
        await new Promise((r) => setTimeout(r, 20));
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      },
      { maxInFlight: 1 },
    );
    const first = gc.add(0).catch(() => "failed");
    const rest = [1, 2, 3, 4, 5].map((i) => gc.add(i).catch(() => "failed"));
    expect(await Promise.all([first, ...rest])).toEqual(Array(6).fill("failed"));
    // The lone first write, then the five that waited behind it as one batch: no retries.
    expect(writes).toBe(2);
  });

  it("calls afterWrite once per written batch", async () => {
    const w = slowWrite(5);
    let after = 0;
    const gc = groupCommit(w.write, { maxInFlight: 1, afterWrite: () => after++ });
    await Promise.all([0, 1, 2].map((i) => gc.add(i)));
    expect(after).toBe(w.batches.length);
  });
});

describe("groupCommit's bound", () => {
  it("refuses items past maxPending at once while the writes hang, and takes them again once written", async () => {
    let release = () => {};
    const hung = new Promise<void>((r) => {
      release = r;
    });
    const written: number[] = [];
    const gc = groupCommit(
      async (batch: number[]) => {
        await hung;
        written.push(...batch);
      },
      { maxPending: 3, maxInFlight: 1 },
    );
    const accepted = [0, 1, 2].map((i) => gc.add(i));
    const started = performance.now();
    await expect(gc.add(3)).rejects.toBeInstanceOf(QueueFullError);
    expect(performance.now() - started).toBeLessThan(50);
    expect(gc.pending().items).toBe(3);
    release();
    await Promise.all(accepted);
    expect(gc.pending()).toEqual({ items: 0, size: 0 });
    await gc.add(3);
    expect(written.sort()).toEqual([0, 1, 2, 3]);
  });

  it("refuses an item that would take the pending size past maxPendingSize; a failed write frees its room", async () => {
    const gc = groupCommit(
      async () => {
        await new Promise((r) => setTimeout(r, 20));
        throw new Error("database down");
      },
      { maxPendingSize: 100, sizeOf: (s: string) => s.length },
    );
    const first = gc.add("x".repeat(60)).catch((e) => e);
    await expect(gc.add("y".repeat(50))).rejects.toBeInstanceOf(QueueFullError);
    expect(((await first) as Error).message).toBe("database down");
    expect(gc.pending()).toEqual({ items: 0, size: 0 });
  });
});
