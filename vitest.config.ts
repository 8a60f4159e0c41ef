import { defineConfig } from "vitest/config";

const PROCESS_FILES = [
  "tests/integration/launcher.test.ts",
  "tests/integration/whatsapp-crash.test.ts",
  "tests/integration/fleks-crash.test.ts",
  "tests/integration/zero-cache-restart.test.ts",
  "tests/integration/employee-welcome.test.ts",
  "tests/integration/sessions-hardening.test.ts",
  "tests/integration/webhook-backpressure.test.ts",
  "tests/integration/worker-clock.test.ts",
];

/** Integration tests: real stacks, so one file at a time. */
function integration(name: string, files: { include?: string[]; exclude?: string[] }) {
  return {
    test: {
      name,
      include: files.include ?? ["tests/integration/**/*.test.ts"],
      exclude: files.exclude ?? [],
      setupFiles: ["tests/support/print-app-output-on-failure.ts"],
      globalSetup: ["tests/support/integration-global-setup.ts"],
      environment: "node" as const,
      // One real stack per file; files run one after another on a 2-core machine.
      fileParallelism: false,
      testTimeout: 60_000,
      // As Playwright does in CI: under heavy load on two cores, Zero 1.9's client has been
      // seen (about once in 800 tests) never to settle a mutation whose result the server had
      // recorded. A retry runs the test again from the start; a real defect fails both times.
      retry: process.env.CI ? 1 : 0,
      hookTimeout: 240_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/**/*.test.{ts,tsx}",
            "common/**/*.test.ts",
            "server/**/*.test.ts",
            "migrations/**/*.test.ts",
            "tests/static/**/*.test.ts",
          ],
          environment: "node",
          // The first question analysed in a file loads the Dutch word list (~2 s alone, more
          // on two busy cores); that is no failure of the test.
          testTimeout: 20_000,
        },
      },
      integration("integration", { exclude: PROCESS_FILES }),
      // Files that start, kill and restart whole stacks, with time limits on their recovery:
      // npm test runs them on their own, not beside Playwright (see scripts/test.ts).
      integration("processes", { include: PROCESS_FILES }),
    ],
  },
});
