import { findAnswer } from "../../server/knowledge/answer/find-answer.ts";
import { loadKnowledge } from "../../server/knowledge/index/load-knowledge.ts";
import { startEvalOrganization } from "../eval-organization.ts";
import { loadEvalSet } from "../eval-set.ts";

const set = loadEvalSet();
const org = await startEvalOrganization(set.faqs, set.handbook);
const knowledge = await loadKnowledge(org.db, org.organizationId);
const f2 = (n: number) => n.toFixed(2);
for (const q of set.questions.filter((q) => q.split === "train" && q.kind === (process.env.KIND ?? "faq"))) {
  const f = findAnswer(knowledge, q.text);
  const best = f.ranked[0];
  const e = q.expect as any;
  const right = best && (("faq" in e && best.doc.id === e.faq) || ("facts" in e && best.doc.kind === "passage"));
  if (process.env.MODE === "all" || (right && f.outcome === "handover")) {
    const ft = best.features;
    const matched = new Set(best.matches.map((m) => m.group.surface));
    console.log(
      `${q.id} p=${f2(f.confidence)} "${q.text}" -> ${best.doc.id.slice(0, 30)} 2nd=${f.runnerUp?.doc.id.slice(0, 25)} Δ=${f2(best.logit - (f.ranked.find((c) => c.doc.id !== best.doc.id)?.logit ?? 0))} cov=${f2(ft.coverage)} tc=${f2(ft.titleCoverage)} rev=${f2(ft.reverse)} un=${f2(ft.unmatched)} miss=${f2(ft.missing)} mu=${f2(ft.missingUnknown)} tl=${f2(ft.titleLikeness)} | miss: ${f.groups
        .filter((g) => !matched.has(g.surface))
        .map((g) => g.surface)
        .join(",")} | via: ${best.matches.map((m) => m.group.surface + "→" + m.label + "(" + m.via + ")").join(",")}`,
    );
  }
}
await org.stop();
