import fs from "node:fs";
import path from "node:path";

/**
 * Builds the client into `root`/dist when it is not there (a fresh checkout's first
 * `npm start`). Vite's build sets NODE_ENV=production in this process; the worker and
 * zero-cache are started after it and inherit the environment, and a worker that took
 * itself for production refused to start without SMTP. So the variable is put back.
 */
export async function buildClientIfMissing(root: string, log: (line: string) => void): Promise<void> {
  if (fs.existsSync(path.join(root, "dist/index.html"))) return;
  log("building the client (dist/ is missing)...");
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { build } = await import("vite");
    await build({ root, logLevel: "warn" });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
