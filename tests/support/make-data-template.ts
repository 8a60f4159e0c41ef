import { startApp } from "./start-app.ts";

/**
 * The DATA_DIR template stacks are copied from (see copyDataTemplate): one complete start on
 * an empty DATA_DIR (initdb, every migration, zero-cache's initial sync) and a clean stop.
 * Returns its directory, which the caller removes when the run is over.
 */
export async function makeDataTemplate(): Promise<string> {
  const template = await startApp({ fresh: true });
  await template.stop(true);
  return template.dataDir;
}
