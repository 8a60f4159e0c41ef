// `npm test`: format/lint, types, unit + integration (vitest), the fault suite, end-to-end (Playwright).
// Ends with one "N passed, N failed" line summing every test that ran.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
fs.mkdirSync(results, { recursive: true });
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

type Step = {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  report?: () => Counts;
  /** Where the step's output goes instead of the terminal, printed when it ends (see stages). */
  log?: string;
};
type Counts = { passed: number; failed: number; skipped: number; failures?: string[] };

// The first line of a failure message: enough to tell a timeout from an assertion in CI's tail.
const firstLine = (text: string | undefined) => (text ?? "").split("\n").find((l) => l.trim()) ?? "";

function vitestCounts(file: string): Counts {
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  const failures: string[] = [];
  for (const file of r.testResults)
    for (const t of file.assertionResults)
      if (t.status === "failed")
        failures.push(`${path.relative(root, file.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
    failures,
  };
}

// The fault suite counts its goal checks (see tests/faults/run-faults.ts).
function faultCounts(): Counts {
  const r = JSON.parse(fs.readFileSync(path.join(results, "faults.json"), "utf8"));
  return { passed: r.passed, failed: r.failed, skipped: 0 };
}

type PlaywrightSuite = {
  title: string;
  specs?: Array<{ title: string; ok: boolean; tests?: Array<{ results?: Array<{ error?: { message?: string } }> }> }>;
  suites?: PlaywrightSuite[];
};

function playwrightCounts(): Counts {
  const r = JSON.parse(fs.readFileSync(path.join(results, "playwright.json"), "utf8"));
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, trail: string[]) => {
    for (const spec of suite.specs ?? [])
      if (!spec.ok)
        failures.push(
          `${[...trail, spec.title].join(" › ")}: ${firstLine(spec.tests?.[0]?.results?.at(-1)?.error?.message)}`,
        );
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, [suite.title]);
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped, failures };
}

const biome: Step = { name: "biome", cmd: bin("biome"), args: ["check", "."] };
// The build first: it generates src/routeTree.gen.ts, which tsc needs on a fresh clone.
const build: Step = { name: "build", cmd: bin("vite"), args: ["build", "--logLevel", "warn"] };
const tsc: Step = { name: "tsc", cmd: bin("tsc"), args: ["--noEmit"] };
const vitestRun = (name: string, projects: string[]): Step => {
  const json = path.join(results, `${name}.json`);
  return {
    name,
    cmd: bin("vitest"),
    args: [
      "run",
      ...projects.map((p) => `--project=${p}`),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${json}`,
    ],
    report: () => vitestCounts(json),
  };
};
const integration = vitestRun("vitest-integration", ["integration"]);
const unit = vitestRun("vitest-unit", ["unit"]);
const unitTimed = vitestRun("vitest-unit-timed", ["unit-timed"]);
const faults: Step = {
  name: "faults",
  cmd: process.execPath,
  args: [path.join(root, "tests/faults/run-faults.ts")],
  env: { FAULTS_JSON: path.join(results, "faults.json") },
  report: faultCounts,
  // Beside the unit tests: its output is kept and printed whole once it is done.
  log: path.join(results, "faults.log"),
};
const playwright: Step = {
  name: "playwright",
  cmd: bin("playwright"),
  args: ["test", "--reporter=list,json"],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, "playwright.json") },
  report: playwrightCounts,
  // Beside the integration tests: its output is kept and printed whole once it is done.
  log: path.join(results, "playwright.log"),
};

// Stages one after another; the steps of one stage side by side. The integration tests and
// Playwright each spend much of their time waiting on their stacks (starts, syncs, a browser),
// so on two cores they share them well: about 6 minutes less than one after the other. The
// unit tests run in one process, on one core (see vitest.config.ts), beside the fault suite,
// whose stack mostly waits out its faults (its recovery goals are in seconds); the unit tests
// that bound times in milliseconds (project unit-timed) come last, with the machine to themselves.
const stages: Step[][] = [[biome], [build], [tsc], [integration, playwright], [unit, faults], [unitTimed]];
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
const failures: string[] = [];

function run(step: Step): Promise<void> {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===${step.log ? ` (output in ${path.relative(root, step.log)} until it ends)` : ""}`);
  const out = step.log ? fs.openSync(step.log, "w") : "inherit";
  const child = spawn(step.cmd, step.args, {
    cwd: root,
    stdio: ["ignore", out, out],
    env: { ...process.env, ...step.env },
  });
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const ok = code === 0;
      if (step.log) {
        fs.closeSync(out as number);
        console.log(`\n=== ${step.name}: its output ===`);
        process.stdout.write(fs.readFileSync(step.log));
      }
      console.log(`=== ${step.name}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (!ok) failedSteps.push(step.name);
      if (step.report) {
        try {
          const c = step.report();
          total.passed += c.passed;
          total.failed += c.failed;
          total.skipped += c.skipped;
          failures.push(...(c.failures ?? []));
        } catch {
          total.failed += 1; // the runner died before reporting
        }
      } else if (!ok) {
        total.failed += 1;
      }
      resolve();
    });
  });
}

for (const stage of stages) await Promise.all(stage.map(run));
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(", ")}`);
// Repeated here because CI shows only the end of the output.
for (const failure of failures) console.log(`  failed: ${failure}`);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
