import fs from "node:fs";
import path from "node:path";
import type { Reporter, SerializedError, TestCase } from "vitest/node";

/** The first line of a message: enough to tell a timeout from an assertion in CI's tail. */
export const firstLine = (text: string | undefined) => (text ?? "").split("\n").find((l) => l.trim()) ?? "";

/**
 * Names each test that failed and then passed on its retry (CI retries once), with what its
 * failed try said, and each error no test awaited (Vitest fails the run for one, though every
 * test passed). Vitest's own reports keep no message of a try a retry passed, and its note of
 * an unhandled error is far from the end of the output CI shows, so a rare failure of either
 * kind left nothing to go on. Writes the lines `npm test` repeats at its end to VITEST_NOTES_JSON.
 */
export default class RunNotesReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase) {
    if (!test.diagnostic()?.flaky) return;
    const said = firstLine(test.result().errors?.[0]?.message);
    this.flaky.push(
      `passed on a retry: ${path.relative(process.cwd(), test.module.moduleId)} › ${test.fullName}: ${said}`,
    );
  }

  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<SerializedError>) {
    const out = process.env.VITEST_NOTES_JSON;
    const unhandled = unhandledErrors.map((e) => `unhandled (vitest): ${e.name ?? "Error"}: ${firstLine(e.message)}`);
    if (out) fs.writeFileSync(out, JSON.stringify([...unhandled, ...this.flaky]));
  }
}
