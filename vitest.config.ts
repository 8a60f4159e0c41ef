import { configDefaults, defineConfig } from "vitest/config";
import { INTEGRATION_WORKERS } from "./tests/support/shared-app.ts";

const UNIT_TESTS = [
  "src/**/*.test.{ts,tsx}",
  "common/**/*.test.ts",
  "server/**/*.test.ts",
  "migrations/**/*.test.ts",
  "tests/static/**/*.test.ts",
  "eval/**/*.test.ts",
];

/**
 * Unit tests that bound a time or the event loop's gaps in tens of milliseconds. They run
 * each in a process of its own, after every other file: in the one process the other unit
 * files share, a collection of that process's larger heap could take such a gap.
 */
const TIMED_UNIT_TESTS = [
  "server/db/group-commit.test.ts",
  "server/documents/extract-adversarial.test.ts",
  "server/documents/extract-blocks.test.ts",
  "server/documents/html-blocks.test.ts",
  "server/integrations/model-breaker.test.ts",
  "server/integrations/reply-budget.test.ts",
  "server/jobs/coalesced.test.ts",
  "server/knowledge/analysis/without-sign-off.test.ts",
  "server/whatsapp/account/credentials-cache.test.ts",
];

// The first question analysed in a file loads the Dutch word list (~2 s alone, more on two
// busy cores); that is no failure of the test.
const UNIT_TIMEOUT_MS = 20_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...TIMED_UNIT_TESTS],
          environment: "node",
          // One process runs these files one after another (Vitest's one worker on 2 cores),
          // not a new process per file: starting one and importing the server's modules again
          // for each of 225 files was most of the unit run (539 s against 103 s on a loaded
          // machine; 196 s of CPU against 63 s), and the Dutch word list is loaded once. The
          // files undo what they change (fake timers, NODE_ENV), so none sees another's.
          isolate: false,
          // After the integration files: unit tests that time the event loop need the cores to themselves.
          sequence: { groupOrder: 1 },
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: "unit-timed",
          include: TIMED_UNIT_TESTS,
          environment: "node",
          // Last and alone (npm test runs them on their own too), each file in a fresh process, as
          // every unit file ran before.
          sequence: { groupOrder: 2 },
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      // Integration tests: real stacks, two files at a time (see INTEGRATION_WORKERS).
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Each file starts with fetch's connection pool of its own (see fresh-connections-per-file).
          setupFiles: ["tests/support/fresh-connections-per-file.ts", "tests/support/print-app-output-on-failure.ts"],
          globalSetup: ["tests/support/integration-global-setup.ts"],
          // One process for all of a worker's files, not one per file: importing the test support
          // and the server's modules again for each of ~100 files was 40% of small files' time. What
          // a file leaves open must not reach the next: the shared stack's Twilio forwarder picks its
          // fake per request (a kept-alive connection had carried two files' calls to an earlier
          // fake), and fetch's pool is new per file.
          isolate: false,
          environment: "node",
          // Files share their worker's stack or start their own (see startStack).
          maxWorkers: INTEGRATION_WORKERS,
          sequence: { groupOrder: 0 },
          testTimeout: 60_000,
          // As Playwright does in CI: under heavy load on two cores, Zero 1.9's client has been
          // seen (about once in 800 tests) never to settle a mutation whose result the server had
          // recorded. A retry runs the test again from the start; a real defect fails both times.
          retry: process.env.CI ? 1 : 0,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
