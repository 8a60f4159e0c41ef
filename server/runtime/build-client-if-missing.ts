import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const VITE = fileURLToPath(new URL("../../node_modules/vite/bin/vite.js", import.meta.url));

/**
 * Builds the client into `root`/dist when it is not there (a fresh checkout's first
 * `npm start`), in a process of its own: built inside the launcher, Vite's module graph
 * kept the launcher at 850 MB for good (210 MB when started on a built client), and its
 * NODE_ENV=production leaked into the worker started next.
 */
export async function buildClientIfMissing(root: string, log: (line: string) => void): Promise<void> {
  if (fs.existsSync(path.join(root, "dist/index.html"))) return;
  log("building the client (dist/ is missing)...");
  const child = spawn(process.execPath, [VITE, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += String(chunk)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`building the client failed (exit ${code}):\n${output.slice(-4000)}`);
}
