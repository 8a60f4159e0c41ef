// Throwaway diagnostics on the TRAINING split only.
import { findAnswer } from "../server/knowledge/answer/find-answer.ts";
import { loadKnowledge } from "../server/knowledge/index/load-knowledge.ts";
import { startEvalOrganization } from "./eval-organization.ts";
import { loadEvalSet } from "./eval-set.ts";

const set = loadEvalSet();
const org = await startEvalOrganization(set.faqs, set.handbook);
const k = await loadKnowledge(org.db, org.organizationId);
for (const q of set.questions.filter((q) => q.split === "train" && q.kind === "faq")) {
  const f = findAnswer(k, q.text);
  const e = q.expect as any;
  const rank = f.ranked.findIndex((c) => c.doc.kind === "faq" && c.doc.id === e.faq);
  if (rank === 0) continue;
  const b = f.ranked[0];
  const r = f.ranked[rank];
  console.log(
    `${rank}\t${JSON.stringify(q.text)}\twant=${e.faq}\tbest=${b ? (b.doc.kind === "faq" ? b.doc.id : b.doc.title.slice(0, 25)) : "-"}\tgroups=${f.groups.map((g) => g.surface).join(",")}\trightMatched=${r ? r.matches.map((m) => m.group.surface + "/" + m.via).join(",") : "-"}`,
  );
}
await org.stop();
