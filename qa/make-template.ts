// Local helper: one fresh start and clean stop, kept as a DATA_DIR template (as the integration
// global setup makes), so a single test file's stack starts from a copy on a loaded machine.
import { startApp } from "../tests/support/start-app.ts";

const app = await startApp({ fresh: true, timeoutMs: 600_000 });
await app.stop(true);
console.log(app.dataDir);
