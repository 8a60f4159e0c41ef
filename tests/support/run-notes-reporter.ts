import fs from "node:fs";
import path from "node:path";
import type { Reporter, SerializedError, TestCase } from "vitest/node";

/** What `npm test` repeats at the end of its output about a Vitest run, beside its failures. */
export type RunNotes = { flaky: string[]; unhandled: string[] };

const firstLine = (text: string | undefined) => (text ?? "").split("\n").find((l) => l.trim()) ?? "";

/**
 * Names each test that failed and then passed on its retry (CI retries once), with what its
 * failed try said, and each error no test awaited (Vitest fails the run for one, though every
 * test passed). Vitest's own reports keep no message of a try a retry passed, and its note of
 * an unhandled error is far from the end of the output CI shows, so a rare failure of either
 * kind left nothing to go on. Written to VITEST_NOTES_JSON for `npm test`.
 */
export default class RunNotesReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase) {
    if (!test.diagnostic()?.flaky) return;
    const said = firstLine(test.result().errors?.[0]?.message);
    this.flaky.push(`${path.relative(process.cwd(), test.module.moduleId)} › ${test.fullName}: ${said}`);
  }

  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<SerializedError>) {
    const out = process.env.VITEST_NOTES_JSON;
    const notes: RunNotes = {
      flaky: this.flaky,
      unhandled: unhandledErrors.map((e) => `${e.name ?? "Error"}: ${firstLine(e.message)}`),
    };
    if (out) fs.writeFileSync(out, JSON.stringify(notes));
  }
}
