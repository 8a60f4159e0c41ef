// `npm run bench`: runs every benchmark in turn and prints its figures.
import * as analytics from "./analytics.ts";
import * as answer from "./answer.ts";
import * as dispatch from "./dispatch.ts";
import * as documents from "./documents.ts";
import * as firstAnswer from "./first-answer.ts";
import * as fleks from "./fleks.ts";
import * as inbox from "./inbox.ts";
import * as retrieval from "./retrieval.ts";
import * as syncLatency from "./sync-latency.ts";
import * as webhooks from "./webhooks.ts";

const benches: Record<string, { run: () => Promise<unknown> }> = {
  "sync-latency": syncLatency,
  "first-answer": firstAnswer,
  documents,
  retrieval,
  webhooks,
  analytics,
  fleks,
  inbox,
  dispatch,
  answer,
};
const only = process.argv[2];
if (only && !(only in benches)) {
  console.error(`unknown benchmark "${only}"; one of: ${Object.keys(benches).join(", ")}`);
  process.exit(2);
}
for (const [name, bench] of Object.entries(benches)) {
  if (only && only !== name) continue;
  await bench.run();
}
process.exit(0);
