import { defineConfig } from "@playwright/test";

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
      // Debian's Chromium headless shell (apt-get install chromium-headless-shell): no browser
      // download works on these machines, and the old headless mode took half the time of
      // full Chromium's (30 tests: 78 s against 123 s).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
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
