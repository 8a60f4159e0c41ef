import fs from "node:fs";
import { startApp } from "./start-app.ts";

/**
 * Once per Vitest run: one complete start and a clean stop make the DATA_DIR template
 * every integration stack is copied from (see startApp and copyDataTemplate).
 */
export default async function setup() {
  const app = await startApp({ fresh: true });
  await app.stop(true);
  // Test workers are started after this and inherit the environment.
  process.env.TEST_DATA_TEMPLATE = app.dataDir;
  return () => fs.rmSync(app.dataDir, { recursive: true, force: true });
}
