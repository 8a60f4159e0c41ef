// `npm run eval`: scores the assistant's reply pipeline on the Dutch question set in
// eval/data. Flags: --split train|heldout|all (default all; the wrong answers listed are
// the training split's unless --show-heldout), --fit (refit the scorer on the training
// split first and write its weights), --llm (against the fake OpenAI-compatible server),
// --llm-oracle (the LLM path with a model that knows the expected answers: the path's
// ceiling; with --oracle-errs SHARE it gets that share of its verdicts wrong, drawn by
// --oracle-seed N, or with --oracle-misreads misreads that share of the questions; with
// --oracle-dialect reasoning|thinks-aloud it answers as a reasoning model's API does),
// --env-models (the LLM_* and EMBEDDINGS_* APIs the environment configures), --dump-train
// FILE (each training question's outcome, one per line, to compare two versions of the
// code question by question; held-out questions are never written). With both
// splits it ends with the held-out split asked again after the learning loop, then the
// conversations (eval/data/conversations.json: thanks, requests for a person, follow-ups).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { evaluate } from "./evaluate.ts";
import { printConversations, printLearned, printReport } from "./report.ts";

const USAGE =
  "usage: npm run eval -- [--split train|heldout|all] [--fit] [--llm] [--llm-oracle [--oracle-errs 0..1] [--oracle-seed N] [--oracle-misreads] [--oracle-dialect chat|reasoning|thinks-aloud]] [--env-models] [--show-heldout] [--dump-train FILE]";
const SPLITS = ["train", "heldout", "all"] as const;
const DIALECTS = ["chat", "reasoning", "thinks-aloud"] as const;
let values: ReturnType<typeof readArgs>["values"];
try {
  ({ values } = readArgs());
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const split = SPLITS.find((s) => s === values.split);
if (!split) {
  console.error(`unknown split "${values.split}"\n${USAGE}`);
  process.exit(2);
}
const errs = Number(values["oracle-errs"]);
if (!(errs >= 0 && errs <= 1)) {
  console.error(`--oracle-errs takes a share from 0 to 1, not "${values["oracle-errs"]}"\n${USAGE}`);
  process.exit(2);
}
const seed = Number(values["oracle-seed"]);
if (!Number.isInteger(seed)) {
  console.error(`--oracle-seed takes a whole number, not "${values["oracle-seed"]}"\n${USAGE}`);
  process.exit(2);
}
const dialect = DIALECTS.find((d) => d === values["oracle-dialect"]);
if (!dialect) {
  console.error(`unknown --oracle-dialect "${values["oracle-dialect"]}"\n${USAGE}`);
  process.exit(2);
}
const { results, fitted, msPerQuestion, modelUsage, learned, conversations } = await evaluate({
  split,
  fit: values.fit,
  llm: values.llm,
  oracle: values["llm-oracle"] ? { errs, seed, misreads: values["oracle-misreads"] } : undefined,
  oracleDialect: dialect,
  envModels: values["env-models"],
  learningLoop: true,
});
if (fitted) console.log(fitted);
if (values["dump-train"])
  fs.writeFileSync(
    values["dump-train"],
    results
      .filter((r) => r.q.split === "train")
      .map((r) => `${r.q.id}\t${r.verdict}\t${r.chose}\t${r.q.text}\n`)
      .join(""),
  );
printReport(results, { showHeldoutWrong: values["show-heldout"] ?? false, msPerQuestion, modelUsage });
if (learned) printLearned(learned);
printConversations(conversations, values["show-heldout"] ?? false);

function readArgs() {
  return parseArgs({
    options: {
      split: { type: "string", default: "all" },
      fit: { type: "boolean", default: false },
      llm: { type: "boolean", default: false },
      "llm-oracle": { type: "boolean", default: false },
      "oracle-errs": { type: "string", default: "0" },
      "oracle-seed": { type: "string", default: "0" },
      "oracle-misreads": { type: "boolean", default: false },
      "oracle-dialect": { type: "string", default: "chat" },
      "env-models": { type: "boolean", default: false },
      "show-heldout": { type: "boolean", default: false },
      "dump-train": { type: "string" },
    },
  });
}
