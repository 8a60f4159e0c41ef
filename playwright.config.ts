import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./tests/support/chromium-path.ts";

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties it at the start, and npm test keeps other results beside it.
  outputDir: "test-results/playwright",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two browsers on two cores: a test spends much of its time waiting on the app and
  // zero-cache: 30 tests took 53 s two at a time against 78 s one at a time.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    // Recording a trace costs every test time; a failed test records one when it runs again.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
