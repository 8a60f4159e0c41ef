import { defineConfig } from "vitest/config";
import { INTEGRATION_WORKERS } from "./tests/support/shared-app.ts";

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
            "eval/**/*.test.ts",
          ],
          environment: "node",
          // After the integration files: unit tests that time the event loop need the cores to themselves.
          sequence: { groupOrder: 1 },
          // The first question analysed in a file loads the Dutch word list (~2 s alone, more
          // on two busy cores); that is no failure of the test.
          testTimeout: 20_000,
        },
      },
      // Integration tests: real stacks, two files at a time (see INTEGRATION_WORKERS).
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/support/print-app-output-on-failure.ts"],
          globalSetup: ["tests/support/integration-global-setup.ts"],
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
