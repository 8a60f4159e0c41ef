import { findAnswer } from "../../server/knowledge/answer/find-answer.ts";
import { asksAboutOwnRecord } from "../../server/knowledge/answer/own-record.ts";
import { loadKnowledge } from "../../server/knowledge/index/load-knowledge.ts";
import {
  CALIBRATION_NAMES,
  calibrationVector,
  FEATURE_NAMES,
  featureVector,
} from "../../server/knowledge/scoring/scorer.ts";
import { startEvalOrganization } from "../eval-organization.ts";
import { type EvalQuestion, loadEvalSet } from "../eval-set.ts";
import { holdsFacts } from "../judge.ts";
import { fitListwise, fitLogistic } from "../logistic.ts";

const set = loadEvalSet();
const org = await startEvalOrganization(set.faqs, set.handbook);
const knowledge = await loadKnowledge(org.db, org.organizationId);
const qs = set.questions.filter((q) => q.kind !== "multi");
const isRight = (q: EvalQuestion, c: any) => {
  const e = q.expect as any;
  if ("faq" in e) return c.doc.kind === "faq" && c.doc.id === e.faq;
  if ("facts" in e) return c.doc.kind === "passage" && holdsFacts(c.doc.text, e.facts);
  return false;
};
const rows = qs.map((q) => {
  const f = findAnswer(knowledge, q.text);
  return {
    q,
    own: asksAboutOwnRecord(q.text),
    cands: f.ranked.map((c) => ({
      c,
      kind: c.doc.kind,
      id: c.doc.id,
      x: featureVector(c.features),
      y: isRight(q, c) ? 1 : 0,
    })),
  };
});
for (const split of ["train", "heldout"])
  for (const kind of ["faq", "handbook"]) {
    const rs = rows.filter((r) => r.q.split === split && r.q.kind === kind);
    const inList = rs.filter((r) => r.cands.some((c) => c.y)).length;
    const top1 = rs.filter((r) => r.cands[0]?.y).length;
    console.log(split, kind, rs.length, "inList", inList, "top1(current)", top1);
  }
const l2s = (process.env.L2 ?? "0.003").split(",").map(Number);
const cl2 = Number(process.env.CL2 ?? "0.001");
const feats = process.env.FEATS ? process.env.FEATS.split(",") : [...FEATURE_NAMES];
const cfeats = process.env.CFEATS ? process.env.CFEATS.split(",") : [...CALIBRATION_NAMES];
const fi = feats.map((n) => FEATURE_NAMES.indexOf(n as any));
const ci = cfeats.map((n) => CALIBRATION_NAMES.indexOf(n as any));
function run(train: typeof rows, test: typeof rows, l2: number) {
  const lists = train.map((r) => r.cands.map((c) => ({ kind: c.kind, x: fi.map((i) => c.x[i]), y: c.y })));
  const w = fitListwise(lists as any, fi.length, { l2 });
  const score = (r: (typeof rows)[0]) => {
    const s = r.cands
      .map((c) => ({ c, logit: fi.reduce((a, i, j) => a + w[c.kind][j] * c.x[i], 0) }))
      .sort((a, b) => b.logit - a.logit);
    const best = s[0];
    const runner = s.find((x) => x.c.id !== best?.c.id);
    return {
      best,
      runner,
      right: best ? best.c.y === 1 : false,
      cv: best ? calibrationVector({ logit: best.logit, features: best.c.c.features }, runner?.logit ?? null) : null,
    };
  };
  const tr = train.map(score).filter((t) => t.cv);
  const cw = fitLogistic(
    tr.map((t) => ci.map((i) => t.cv![i])),
    tr.map((t) => (t.right ? 1 : 0)),
    { l2: cl2 },
  );
  const prob = (r: (typeof rows)[0], t: ReturnType<typeof score>) =>
    t.cv && !r.own ? 1 / (1 + Math.exp(-ci.reduce((a, i, j) => a + cw[j] * t.cv![i], 0))) : 0;
  const trs = train.map((r) => {
    const t = score(r);
    return { p: prob(r, t), right: t.right };
  });
  const cands = [...new Set(trs.map((s) => s.p))].sort((a, b) => a - b);
  let th = 0.99;
  for (const t of cands)
    if (trs.filter((s) => s.p >= t && !s.right).length / trs.length <= Number(process.env.TW ?? 0.02)) {
      th = Math.max(0.05, t);
      break;
    }
  return test.map((r) => {
    const t = score(r);
    const p = prob(r, t);
    const ans = p >= th;
    const ho = "handover" in (r.q.expect as any);
    return { r, top1: t.right, verdict: !ans ? (ho ? "right" : "handover") : t.right ? "right" : "wrong" };
  });
}
const train = rows.filter((r) => r.q.split === "train");
const summary = (res: ReturnType<typeof run>, label: string) => {
  const by = (k: string) => res.filter((x) => x.r.q.kind === k);
  const pct = (a: number, b: number) => ((100 * a) / Math.max(1, b)).toFixed(1);
  const line = ["faq", "handbook", "out_of_scope", "personal"]
    .map((k) => {
      const s = by(k);
      return `${k} ${pct(s.filter((x) => x.verdict === "right").length, s.length)}/${pct(s.filter((x) => x.verdict === "wrong").length, s.length)} top1 ${pct(s.filter((x) => x.top1).length, s.length)}`;
    })
    .join("  ");
  console.log(label, line, "allwrong", pct(res.filter((x) => x.verdict === "wrong").length, res.length));
};
for (const l2 of l2s) {
  const K = 5;
  const folds: ReturnType<typeof run> = [];
  for (let k = 0; k < K; k++)
    folds.push(
      ...run(
        train.filter((_, i) => i % K !== k),
        train.filter((_, i) => i % K === k),
        l2,
      ),
    );
  summary(folds, `CV l2=${l2}`);
  if (process.env.HELDOUT)
    summary(
      run(
        train,
        rows.filter((r) => r.q.split === "heldout"),
        l2,
      ),
      `HO l2=${l2}`,
    );
}
await org.stop();
