import type { EvalResult as Result } from "./evaluate.ts";

type Verdict = Result["verdict"];

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");

function table(title: string, rows: Array<[string, Result[]]>) {
  console.log(`\n${title}`);
  console.log(
    `  ${"".padEnd(18)} ${"n".padStart(4)} ${"right".padStart(8)} ${"wrong".padStart(8)} ${"hand-over".padStart(10)} ${"by choice".padStart(10)} ${"offered".padStart(8)}`,
  );
  for (const [label, rs] of rows) {
    if (!rs.length) continue;
    const count = (v: Verdict) => rs.filter((r) => r.verdict === v).length;
    const cells = [
      pct(count("right"), rs.length).padStart(8),
      pct(count("wrong"), rs.length).padStart(8),
      pct(count("handover"), rs.length).padStart(10),
      pct(count("chosen"), rs.length).padStart(10),
      pct(rs.filter((r) => r.offered).length, rs.length).padStart(8),
    ];
    console.log(`  ${label.padEnd(18)} ${String(rs.length).padStart(4)} ${cells.join(" ")}`);
  }
}

const KINDS = ["faq", "handbook", "out_of_scope", "personal", "multi"] as const;

const byKind = (rs: Result[]): Array<[string, Result[]]> => [
  ...KINDS.map((k) => [k, rs.filter((r) => r.q.kind === k)] as [string, Result[]]),
  ["all", rs],
];

/** The held-out split's figures against the issue's goals. */
function printGoals(title: string, held: Result[]) {
  const share = (kind: string, v: Verdict) => {
    const rs = held.filter((r) => r.q.kind === kind);
    return rs.length ? rs.filter((r) => r.verdict === v).length / rs.length : Number.NaN;
  };
  const wrongAll = held.filter((r) => r.verdict === "wrong").length / held.length;
  const goals: Array<[string, number, number, boolean]> = [
    ["FAQ paraphrases answered right", share("faq", "right"), 0.9, share("faq", "right") >= 0.9],
    ["Handbook questions answered right", share("handbook", "right"), 0.8, share("handbook", "right") >= 0.8],
    ["Out-of-scope handed over", share("out_of_scope", "right"), 1, share("out_of_scope", "right") >= 1],
    ["Wrong answers, all questions", wrongAll, 0.02, wrongAll <= 0.02],
  ];
  console.log(`\n${title}`);
  for (const [name, value, goal, met] of goals)
    console.log(
      `  ${name.padEnd(36)} ${pct(value, 1).padStart(7)}  goal ${name.startsWith("Wrong") ? "≤" : "≥"} ${pct(goal, 1)}  ${met ? "met" : "NOT met"}`,
    );
  // Not a goal: a right choice costs the employee one more message, but no wait for HR.
  for (const kind of ["faq", "handbook"])
    console.log(
      `  ${`${kind === "faq" ? "FAQ paraphrases" : "Handbook questions"} right or picked`.padEnd(36)} ${pct(share(kind, "right") + share(kind, "chosen"), 1).padStart(7)}`,
    );
}

/**
 * The held-out split asked again after the learning loop (staff attached `attached`
 * handed-over training questions to their FAQs): none of these questions was attached, so
 * the figures show what the loop does for questions not seen before.
 */
export function printLearned(learned: { results: Result[]; attached: number }) {
  const rs = learned.results;
  table(
    `Held-out split after the learning loop (${learned.attached} handed-over or picked training questions attached as phrasings)`,
    byKind(rs),
  );
  printGoals("Goals on the held-out split after the learning loop", rs);
}

/** The scores per split and kind, per trait, the goals on the held-out split, and the wrong answers. */
export function printReport(results: Result[], opts: { showHeldoutWrong: boolean; msPerQuestion: number }) {
  for (const split of ["train", "heldout"] as const) {
    const rs = results.filter((r) => r.q.split === split);
    if (!rs.length) continue;
    table(`${split === "train" ? "Training split" : "Held-out split (never tuned on)"}: by kind`, byKind(rs));
    const traits = [...new Set(rs.flatMap((r) => r.q.traits))].sort();
    table(
      `${split === "train" ? "Training split" : "Held-out split"}: by trait`,
      traits.map((t) => [t, rs.filter((r) => r.q.traits.includes(t))]),
    );
  }
  const held = results.filter((r) => r.q.split === "heldout");
  if (held.length) printGoals("Goals on the held-out split", held);
  const wrong = results.filter((r) => r.verdict === "wrong" && (r.q.split === "train" || opts.showHeldoutWrong));
  console.log(`\nWrong answers (${opts.showHeldoutWrong ? "all splits" : "training split only"}): ${wrong.length}`);
  for (const r of wrong)
    console.log(
      `  ${r.q.id} [${r.q.kind}] ${JSON.stringify(r.q.text)}\n      expected ${JSON.stringify(r.q.expect)} → ${r.chose}`,
    );
  console.log(`\n${results.length} questions, ${opts.msPerQuestion.toFixed(1)} ms per question`);
}
