import { findAnswer } from "../../server/knowledge/answer/find-answer.ts";
import { asksAboutOwnRecord } from "../../server/knowledge/answer/own-record.ts";
import { loadKnowledge } from "../../server/knowledge/index/load-knowledge.ts";
import { startEvalOrganization } from "../eval-organization.ts";
import { loadEvalSet } from "../eval-set.ts";
import { holdsFacts } from "../judge.ts";

const set = loadEvalSet();
const org = await startEvalOrganization(set.faqs, set.handbook);
const knowledge = await loadKnowledge(org.db, org.organizationId);
const rows = [];
for (const q of set.questions.filter((q) => q.kind !== "multi" && q.split === (process.env.SPLIT ?? "train"))) {
  const f = findAnswer(knowledge, q.text);
  const b = f.ranked[0];
  const e = q.expect as any;
  const right =
    !!b &&
    (("faq" in e && b.doc.id === e.faq) ||
      ("facts" in e && b.doc.kind === "passage" && holdsFacts(b.doc.text, e.facts)));
  const r2 = f.ranked.find((c) => c.doc.id !== b?.doc.id);
  rows.push({
    q,
    right,
    own: asksAboutOwnRecord(q.text),
    f: b?.features,
    margin: b ? b.logit - (r2?.logit ?? b.logit - 3) : 0,
    p: f.confidence,
    kind: b?.doc.kind,
  });
}
const grid: string[] = [];
for (const mt of [0, 0.3, 0.5, 0.7, 1.01])
  for (const mu of [0, 0.5, 1.01])
    for (const mg of [0, 1, 2, 3])
      for (const cov of [0, 0.3, 0.4, 0.5]) {
        const ans = rows.filter(
          (r) => r.f && !r.own && r.f.missing < mt && r.f.missingUnknown < mu && r.margin >= mg && r.f.coverage >= cov,
        );
        const wrong = ans.filter((r) => !r.right).length;
        const faqRight = ans.filter((r) => r.right && r.q.kind === "faq").length;
        grid.push(
          `${((wrong / rows.length) * 100).toFixed(1)}\t${faqRight}\t${ans.filter((r) => r.right && r.q.kind === "handbook").length}\tmt<${mt} mu<${mu} mg>=${mg} cov>=${cov}`,
        );
      }
console.log(
  grid
    .filter((g) => Number(g.split("\t")[0]) <= 3)
    .sort((a, b) => Number(b.split("\t")[1]) - Number(a.split("\t")[1]))
    .slice(0, 15)
    .join("\n"),
);
const pt = rows.filter((r) => r.p >= 0.79);
console.log(
  "model",
  ((pt.filter((r) => !r.right).length / rows.length) * 100).toFixed(1),
  pt.filter((r) => r.right && r.q.kind === "faq").length,
);
await org.stop();
