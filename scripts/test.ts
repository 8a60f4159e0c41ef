// `npm test`: format/lint, types, unit + integration (vitest), the fault suite, end-to-end (Playwright).
// Ends with one "N passed, N failed" line summing every test that ran.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { makeDataTemplate } from "../tests/support/make-data-template.ts";
import { firstLine } from "../tests/support/run-notes-reporter.ts";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
fs.mkdirSync(results, { recursive: true });
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
// Written by the run's own reporter (tests/support/run-notes-reporter.ts); one an earlier run left says nothing of this one.
const vitestNotesJson = path.join(results, "vitest-notes.json");
fs.rmSync(vitestNotesJson, { force: true });

type Step = { name: string; cmd: string; args: string[]; env?: Record<string, string>; report?: () => Counts };
/** `notes`: what passed only on a retry, and errors no test awaited, with what they said. */
type Counts = { passed: number; failed: number; skipped: number; failures?: string[]; notes?: string[] };

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
    notes: fs.existsSync(vitestNotesJson) ? JSON.parse(fs.readFileSync(vitestNotesJson, "utf8")) : [],
  };
}

// The fault suite counts its goal checks (see tests/faults/run-faults.ts).
function faultCounts(): Counts {
  const r = JSON.parse(fs.readFileSync(path.join(results, "faults.json"), "utf8"));
  return { passed: r.passed, failed: r.failed, skipped: 0 };
}

type PlaywrightSuite = {
  title: string;
  specs?: Array<{
    title: string;
    ok: boolean;
    tests?: Array<{ status?: string; results?: Array<{ error?: { message?: string } }> }>;
  }>;
  suites?: PlaywrightSuite[];
};

function playwrightCounts(): Counts {
  const r = JSON.parse(fs.readFileSync(path.join(results, "playwright.json"), "utf8"));
  const failures: string[] = [];
  const notes: string[] = [];
  const walk = (suite: PlaywrightSuite, trail: string[]) => {
    for (const spec of suite.specs ?? []) {
      const name = [...trail, spec.title].join(" › ");
      const tries = spec.tests?.[0]?.results;
      if (!spec.ok) failures.push(`${name}: ${firstLine(tries?.at(-1)?.error?.message)}`);
      else if (spec.tests?.[0]?.status === "flaky")
        notes.push(`passed on a retry (playwright): ${name}: ${firstLine(tries?.[0]?.error?.message)}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, [suite.title]);
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
    failures,
    notes,
  };
}

const biome: Step = { name: "biome", cmd: bin("biome"), args: ["check", "."] };
// The build first: it generates src/routeTree.gen.ts, which tsc needs on a fresh clone.
const build: Step = { name: "build", cmd: bin("vite"), args: ["build", "--logLevel", "warn"] };
const tsc: Step = { name: "tsc", cmd: bin("tsc"), args: ["--noEmit"] };
const vitestJson = path.join(results, "vitest.json");
const vitest: Step = {
  name: "vitest",
  cmd: bin("vitest"),
  args: [
    "run",
    "--reporter=default",
    "--reporter=json",
    "--reporter=./tests/support/run-notes-reporter.ts",
    `--outputFile.json=${vitestJson}`,
  ],
  env: { VITEST_NOTES_JSON: vitestNotesJson },
  report: () => vitestCounts(vitestJson),
};
const faults: Step = {
  name: "faults",
  cmd: process.execPath,
  args: [path.join(root, "tests/faults/run-faults.ts")],
  env: { FAULTS_JSON: path.join(results, "faults.json") },
  report: faultCounts,
};
const playwright: Step = {
  name: "playwright",
  cmd: bin("playwright"),
  args: ["test", "--reporter=list,json"],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, "playwright.json") },
  report: playwrightCounts,
};

// One step after another. Vitest beside Playwright was tried: 6 minutes faster, but unit
// tests that time the event loop (a 150 ms limit) and the launcher's recovery ran out of
// time under the shared load.
const steps: Step[] = [biome, build, tsc, vitest, playwright, faults];

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
const failures: string[] = [];
const notes: string[] = [];

function run(step: Step): Promise<void> {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const child = spawn(step.cmd, step.args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...step.env },
  });
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const ok = code === 0;
      console.log(`=== ${step.name}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (!ok) failedSteps.push(step.name);
      if (step.report) {
        try {
          const c = step.report();
          total.passed += c.passed;
          total.failed += c.failed;
          total.skipped += c.skipped;
          failures.push(...(c.failures ?? []));
          notes.push(...(c.notes ?? []));
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

/**
 * The DATA_DIR template the integration stacks, Playwright's app and the fault stack start on
 * copies of (see copyDataTemplate): the launcher's first start (initdb, every migration,
 * zero-cache's initial sync) once for the whole run, not again for Playwright's app and the
 * fault stack. After tsc, not beside it: beside tsc on a loaded machine its zero-cache once
 * missed the launcher's 60 s wait for it.
 */
async function makeTemplate(): Promise<string | null> {
  const started = Date.now();
  try {
    const dir = await makeDataTemplate();
    console.log(`\n=== data template made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return dir;
  } catch (error) {
    // The integration run makes its own then, and reports why it fails.
    console.log(`\n=== data template not made: ${error}`);
    return null;
  }
}

let template: string | null = null;
for (const step of steps) {
  await run(step);
  if (step === tsc) {
    template = await makeTemplate();
    if (template) process.env.TEST_DATA_TEMPLATE = template;
  }
}
if (template) fs.rmSync(template, { recursive: true, force: true });
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(", ")}`);
// Repeated here because CI shows only the end of the output.
for (const failure of failures) console.log(`  failed: ${failure}`);
for (const note of notes) console.log(`  ${note}`);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
