// zero-cache with all its workers in this one process (ZERO_SINGLE_PROCESS=1): zero-cache's
// own CLI does nothing in that mode, as it is meant to be started by code like this. Its
// workers each import zero-cache anew (1.5–2.5 s apiece on two cores, one after another):
// in one process a start takes about 5 s instead of about 20. Started by zero-cache-guard.ts.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
// The package exports no zero-cache internals; the runner sits beside the server entry's tree.
const out = path.resolve(path.dirname(require.resolve("@rocicorp/zero/server")), "../..");
process.env.SINGLE_PROCESS = "1";
const { runWorker } = await import(pathToFileURL(path.join(out, "zero-cache/src/server/runner/run-worker.js")).href);
await runWorker(null, process.env);
// Drained and stopped, but a connection of one of its services still holds the event loop.
process.exit(0);
