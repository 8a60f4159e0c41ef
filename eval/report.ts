import type { ConversationResult } from "./conversations.ts";
import type { EvalResult as Result } from "./evaluate.ts";

type Verdict = Result["verdict"];

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");

/** Shares of each verdict per row; a row is anything judged (questions, conversations). */
function table(title: string, rows: Array<[string, Array<{ verdict: Verdict; offered: boolean }>]>) {
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

/**
 * The 95% Wilson interval of k successes in n: with a few dozen questions per kind, one
 * question moves a share by several points, and the interval says how far the truth may lie.
 */
export function wilson(k: number, n: number): [number, number] {
  if (!n) return [Number.NaN, Number.NaN];
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The held-out split's figures against the issue's goals, each with its 95% interval. */
function printGoals(title: string, held: Result[]) {
  const count = (kind: string | null, verdicts: Verdict[]) => {
    const rs = kind ? held.filter((r) => r.q.kind === kind) : held;
    return { k: rs.filter((r) => verdicts.includes(r.verdict)).length, n: rs.length };
  };
  const goals: Array<[string, { k: number; n: number }, number, "≥" | "≤"]> = [
    ["FAQ paraphrases answered right", count("faq", ["right"]), 0.9, "≥"],
    ["Handbook questions answered right", count("handbook", ["right"]), 0.8, "≥"],
    ["Out-of-scope handed over", count("out_of_scope", ["right"]), 1, "≥"],
    ["Wrong answers, all questions", count(null, ["wrong"]), 0.02, "≤"],
  ];
  const line = (name: string, { k, n }: { k: number; n: number }) => {
    const [lo, hi] = wilson(k, n);
    return `  ${name.padEnd(36)} ${pct(k, n).padStart(7)}  (95%: ${pct(lo, 1)}–${pct(hi, 1)}, n=${n})`;
  };
  console.log(`\n${title}`);
  for (const [name, c, goal, op] of goals) {
    const met = op === "≥" ? c.k / c.n >= goal : c.k / c.n <= goal;
    console.log(`${line(name, c)}  goal ${op} ${pct(goal, 1)}  ${met ? "met" : "NOT met"}`);
  }
  // Not a goal: a right choice costs the employee one more message, but no wait for HR.
  for (const kind of ["faq", "handbook"])
    console.log(
      line(
        `${kind === "faq" ? "FAQ paraphrases" : "Handbook questions"} right or picked`,
        count(kind, ["right", "chosen"]),
      ),
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
export function printReport(
  results: Result[],
  opts: {
    showHeldoutWrong: boolean;
    msPerQuestion: number;
    modelUsage: { calls: number; ms: number; requests?: number } | null;
  },
) {
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
  const usage = opts.modelUsage;
  if (usage && results.length)
    console.log(
      `${usage.calls} model calls: ${(usage.calls / results.length).toFixed(2)} per question, ${(usage.ms / Math.max(1, usage.calls)).toFixed(0)} ms per call${usage.requests === undefined ? "" : `, ${usage.requests} requests`}`,
    );
}

/**
 * The conversations (eval/data/conversations.json): what an employee sends around their
 * questions (thanks, a request for a person, a follow-up), per split and kind. Written by a
 * separate author after the code that reads them; the training split's wrong ones are
 * listed, the held-out split's only with --show-heldout.
 */
export function printConversations(results: ConversationResult[], showHeldoutWrong: boolean) {
  for (const split of ["train", "heldout"] as const) {
    const rs = results.filter((r) => r.c.split === split);
    if (!rs.length) continue;
    const kinds = [...new Set(rs.map((r) => r.c.kind))].sort();
    table(
      `Conversations, ${split === "train" ? "training split" : "held-out split (never tuned on)"}: the last message, read with the one before`,
      [...kinds.map((k) => [k, rs.filter((r) => r.c.kind === k)] as [string, ConversationResult[]]), ["all", rs]],
    );
  }
  const wrong = results.filter((r) => r.verdict === "wrong" && (r.c.split === "train" || showHeldoutWrong));
  if (wrong.length)
    console.log(
      `\nConversations answered wrong (${showHeldoutWrong ? "all splits" : "training split only"}): ${wrong.length}`,
    );
  for (const r of wrong)
    console.log(
      `  ${r.c.id} [${r.c.kind}] ${r.c.messages.map((m) => JSON.stringify(m)).join(" → ")}\n      expected ${JSON.stringify(r.c.expect)} → ${r.chose}`,
    );
}
