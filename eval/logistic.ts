/**
 * Logistic regression by full-batch gradient descent with L2 (the bias unpenalised):
 * small, dependency-free and deterministic, which is all a dozen features need.
 */
export function fitLogistic(
  xs: number[][],
  ys: number[],
  opts: { l2?: number; iterations?: number; rate?: number; balance?: boolean } = {},
): number[] {
  const { l2 = 0.01, iterations = 4000, rate = 0.5, balance = false } = opts;
  const dims = xs[0]?.length ?? 0;
  const w = new Array(dims).fill(0);
  const positives = ys.filter((y) => y === 1).length;
  const negatives = ys.length - positives;
  const weightOf = (y: number) =>
    balance && positives && negatives ? (y ? ys.length / (2 * positives) : ys.length / (2 * negatives)) : 1;
  for (let it = 0; it < iterations; it++) {
    const grad = new Array(dims).fill(0);
    for (let i = 0; i < xs.length; i++) {
      const z = xs[i].reduce((s, v, j) => s + v * w[j], 0);
      const p = 1 / (1 + Math.exp(-z));
      const e = (p - ys[i]) * weightOf(ys[i]);
      for (let j = 0; j < dims; j++) grad[j] += e * xs[i][j];
    }
    for (let j = 0; j < dims; j++) w[j] -= rate * (grad[j] / xs.length + (j === 0 ? 0 : l2 * w[j]));
  }
  return w;
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
