// The launcher's entry: `npm start` (and `npm run dev` with --dev). See README "Set-up".
import { enableCompileCache } from "node:module";

// Every start loads much the same code in nine Node processes (this one, the job worker,
// zero-cache's guard and its six workers): V8's compiled code, cached on disk, saves about
// a second per start. Where the disk is read-only the cache stays off and nothing else changes.
const { directory } = enableCompileCache();
// Children started with this environment (the worker, zero-cache) use the same cache.
if (directory && !process.env.NODE_COMPILE_CACHE) process.env.NODE_COMPILE_CACHE = directory;

// After the cache is on: static imports would be compiled before it.
await import("./launch.ts");
