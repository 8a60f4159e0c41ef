/**
 * Logistic regression by full-batch gradient descent with L2 (the bias unpenalised):
 * small, dependency-free and deterministic, which is all a dozen features need. The first
 * column is the bias. With `standardize` the penalty sees every feature on one scale (each
 * column centred and divided by its spread) and the weights come back for the raw columns.
 */
export function fitLogistic(
  xs: number[][],
  ys: number[],
  opts: { l2?: number; iterations?: number; rate?: number; balance?: boolean; standardize?: boolean } = {},
): number[] {
  const { l2 = 0.01, iterations = 4000, rate = 0.5, balance = false, standardize = false } = opts;
  const dims = xs[0]?.length ?? 0;
  const mean = new Array(dims).fill(0);
  const spread = new Array(dims).fill(1);
  if (standardize)
    for (let j = 1; j < dims; j++) {
      mean[j] = xs.reduce((s, x) => s + x[j], 0) / xs.length;
      spread[j] = Math.sqrt(xs.reduce((s, x) => s + (x[j] - mean[j]) ** 2, 0) / xs.length) || 1;
    }
  const scaled = xs.map((x) => x.map((v, j) => (j === 0 ? v : (v - mean[j]) / spread[j])));
  const w = new Array(dims).fill(0);
  const positives = ys.filter((y) => y === 1).length;
  const negatives = ys.length - positives;
  const weightOf = (y: number) =>
    balance && positives && negatives ? (y ? ys.length / (2 * positives) : ys.length / (2 * negatives)) : 1;
  for (let it = 0; it < iterations; it++) {
    const grad = new Array(dims).fill(0);
    for (let i = 0; i < scaled.length; i++) {
      const z = scaled[i].reduce((s, v, j) => s + v * w[j], 0);
      const p = 1 / (1 + Math.exp(-z));
      const e = (p - ys[i]) * weightOf(ys[i]);
      for (let j = 0; j < dims; j++) grad[j] += e * scaled[i][j];
    }
    for (let j = 0; j < dims; j++) w[j] -= rate * (grad[j] / scaled.length + (j === 0 ? 0 : l2 * w[j]));
  }
  // Back to the raw columns: w·(x − mean)/spread = Σ (w/spread)·x − Σ w·mean/spread.
  const raw = w.map((v, j) => (j === 0 ? v : v / spread[j]));
  raw[0] -= w.reduce((s, v, j) => s + (j === 0 ? 0 : (v * mean[j]) / spread[j]), 0);
  return raw;
}

/**
 * A listwise ranking fit (softmax over each question's candidates, as ListNet with one
 * relevant item): weights per kind that put the right candidate first, which is what
 * choosing an answer needs, rather than scoring each candidate on its own.
 */
export function fitListwise(
  lists: Array<Array<{ kind: "faq" | "passage"; x: number[]; y: number }>>,
  dims: number,
  opts: { l2?: number; iterations?: number; rate?: number } = {},
): { faq: number[]; passage: number[] } {
  const { l2 = 0.003, iterations = 3000, rate = 0.1 } = opts;
  const w = { faq: new Array(dims).fill(0), passage: new Array(dims).fill(0) };
  const usable = lists.filter((l) => l.some((c) => c.y === 1));
  for (let it = 0; it < iterations; it++) {
    const grad = { faq: new Array(dims).fill(0), passage: new Array(dims).fill(0) };
    for (const list of usable) {
      const z = list.map((c) => c.x.reduce((s, v, j) => s + v * w[c.kind][j], 0));
      const max = Math.max(...z);
      const e = z.map((v) => Math.exp(v - max));
      const sum = e.reduce((a, b) => a + b, 0);
      const target = list.filter((c) => c.y === 1).length;
      list.forEach((c, i) => {
        const diff = e[i] / sum - c.y / target;
        for (let j = 0; j < dims; j++) grad[c.kind][j] += diff * c.x[j];
      });
    }
    for (const kind of ["faq", "passage"] as const)
      for (let j = 0; j < dims; j++) w[kind][j] -= rate * (grad[kind][j] / usable.length + l2 * w[kind][j]);
  }
  return w;
}
