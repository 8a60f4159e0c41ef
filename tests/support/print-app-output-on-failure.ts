import { afterEach } from "vitest";
import { runningApps } from "./start-app.ts";

// A test that fails under load (a timeout waiting on Zero) says little by itself; the end of
// the launcher's output (zero-cache, API, worker) usually says why.
afterEach(({ task }) => {
  if (task.result?.state !== "fail") return;
  for (const app of runningApps) console.error(`--- app output (end) ---\n${app.output().slice(-8000)}`);
});
