export type Neighbour = { docNo: number; similarity: number };

/** One kind's vectors in one contiguous array (row `docNo` at `docNo * dimensions`); `present` marks rows that hold one. */
export type VectorMatrix = { dimensions: number; values: Float32Array; present: Uint8Array };

/** Rows in document order; documents without a vector (not embedded yet) stay empty. */
export function matrixOf(rows: ReadonlyArray<Float32Array | null>): VectorMatrix {
  const dimensions = rows.find((r) => r)?.length ?? 0;
  const values = new Float32Array(rows.length * dimensions);
  const present = new Uint8Array(rows.length);
  rows.forEach((r, docNo) => {
    if (!r || r.length !== dimensions) return;
    values.set(r, docNo * dimensions);
    present[docNo] = 1;
  });
  return { dimensions, values, present };
}

/**
 * The `k` documents whose vectors are closest to the query's (cosine; vectors are unit
 * length, so a dot product). Brute force over one contiguous array, four sums at a time:
 * 11k vectors of 1536 dimensions take about 10 ms (`npm run bench retrieval`), less than
 * running and syncing a separate vector index.
 */
export function nearest(matrix: VectorMatrix, query: Float32Array, k: number): Neighbour[] {
  const { dimensions: d, values, present } = matrix;
  if (query.length !== d || d % 4 !== 0) return d === query.length ? nearestSlow(matrix, query, k) : [];
  const best: Neighbour[] = [];
  for (let docNo = 0; docNo < present.length; docNo++) {
    if (!present[docNo]) continue;
    const o = docNo * d;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let i = 0; i < d; i += 4) {
      s0 += values[o + i] * query[i];
      s1 += values[o + i + 1] * query[i + 1];
      s2 += values[o + i + 2] * query[i + 2];
      s3 += values[o + i + 3] * query[i + 3];
    }
    keep(best, k, docNo, s0 + s1 + s2 + s3);
  }
  return best;
}

// Dimensions not divisible by four (rare in real models, common in toy ones).
function nearestSlow({ dimensions: d, values, present }: VectorMatrix, query: Float32Array, k: number) {
  const best: Neighbour[] = [];
  for (let docNo = 0; docNo < present.length; docNo++) {
    if (!present[docNo]) continue;
    let s = 0;
    for (let i = 0; i < d; i++) s += values[docNo * d + i] * query[i];
    keep(best, k, docNo, s);
  }
  return best;
}

function keep(best: Neighbour[], k: number, docNo: number, similarity: number) {
  if (best.length === k && similarity <= best[k - 1].similarity) return;
  best.push({ docNo, similarity });
  best.sort((a, b) => b.similarity - a.similarity);
  if (best.length > k) best.pop();
}
