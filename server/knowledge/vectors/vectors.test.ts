import { describe, expect, it } from "vitest";
import { unitVector } from "../../integrations/embeddings/create-embedder.ts";
import { fuseRanks } from "./fuse-ranks.ts";
import { matrixOf, nearest } from "./nearest.ts";
import { questionOnly } from "./question-vectors.ts";
import { bytesToVector, vectorToBytes } from "./vector-codec.ts";

describe("nearest", () => {
  it("returns the k closest documents by cosine, best first, skipping missing vectors", () => {
    const vectors = [unitVector([1, 0]), null, unitVector([0, 1]), unitVector([1, 1]), unitVector([1, 0.1])];
    const found = nearest(matrixOf(vectors), unitVector([1, 0]), 2);
    expect(found.map((n) => n.docNo)).toEqual([0, 4]);
    expect(found[0].similarity).toBeCloseTo(1);
  });

  it("ignores vectors of another model's length", () => {
    expect(nearest(matrixOf([unitVector([1, 0, 0])]), unitVector([1, 0]), 3)).toEqual([]);
  });

  it("gives the same neighbours four dimensions at a time as one at a time", () => {
    const rows = Array.from({ length: 50 }, (_, i) => unitVector([Math.sin(i), Math.cos(i), i % 3, 1, (i * 7) % 5, 2]));
    const query = unitVector([0.3, -0.2, 1, 0.5, 0.1, 0.4]);
    const padded = (v: Float32Array) => Float32Array.from([...v, 0, 0]);
    const slow = nearest(matrixOf(rows), query, 5);
    const fast = nearest(matrixOf(rows.map(padded)), padded(query), 5);
    expect(fast.map((n) => n.docNo)).toEqual(slow.map((n) => n.docNo));
  });
});

describe("fuseRanks", () => {
  it("puts candidates both rankings have above one only the word index found, even its first", () => {
    const similarity: Record<string, number | undefined> = { a: undefined, b: 0.9, c: 0.8 };
    expect(fuseRanks(["a", "b", "c"], (c) => similarity[c])).toEqual(["b", "c", "a"]);
  });

  it("keeps the word index's order when there are no vectors", () => {
    expect(fuseRanks(["a", "b", "c"], () => undefined)).toEqual(["a", "b", "c"]);
  });
});

describe("vector bytes", () => {
  it("round-trip, also from a buffer that starts at an odd offset", () => {
    const v = unitVector([3, 4, 12]);
    const bytes = Buffer.concat([Buffer.from([7]), vectorToBytes(v)]).subarray(1);
    expect(Array.from(bytesToVector(bytes))).toEqual(Array.from(v));
  });

  it("unit vectors refuse an all-zero vector", () => {
    expect(() => unitVector([0, 0])).toThrow();
  });
});

describe("questionOnly", () => {
  it("keeps the asking sentences of a question, not the statements written before it", () => {
    expect(questionOnly("tel 06-12345678. mijn collega heeft kanker. hoeveel vakantiedagen heb ik?")).toBe(
      "hoeveel vakantiedagen heb ik?",
    );
    expect(questionOnly("ik ben ziek, heb griep en koorts")).toBe("ik ben ziek, heb griep en koorts");
  });
});
