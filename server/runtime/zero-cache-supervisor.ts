import { startZeroCache, type ZeroCacheOptions, type ZeroCacheProcess } from "./zero-cache.ts";

// A crash loop (Postgres down, say) must not spin, but zero-cache must be back within
// seconds of its cause going away: browsers are offline until then.
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 10_000;
const STABLE_MS = 60_000;

/**
 * zero-cache under the launcher: started once (start-up fails if it cannot come up), and
 * started again with growing pauses whenever it ends without being asked to. Meanwhile
 * /api/health reports it down, and browsers' Zero clients reconnect by themselves once it
 * is back.
 */
export async function superviseZeroCache(opts: ZeroCacheOptions): Promise<Omit<ZeroCacheProcess, "exited">> {
  let current: ZeroCacheProcess | undefined = await startZeroCache(opts);
  let stopping = false;
  let delay = FIRST_DELAY_MS / 2;
  let timer: NodeJS.Timeout | undefined;

  const watch = (run: ZeroCacheProcess) => {
    const upSince = Date.now();
    void run.exited.then((how) => {
      if (stopping || current !== run) return;
      current = undefined;
      // One that ran for a while starts again soon; one that keeps crashing, less and less often.
      delay = Date.now() - upSince > STABLE_MS ? FIRST_DELAY_MS : Math.min(delay * 2, MAX_DELAY_MS);
      opts.log(`zero-cache exited (${how}); starting it again in ${delay / 1000} s`);
      restartLater();
    });
  };
  const restartLater = () => {
    timer = setTimeout(async () => {
      if (stopping) return;
      try {
        const run = await startZeroCache(opts);
        if (stopping) return void (await run.stop());
        current = run;
        opts.log("zero-cache is up again");
        watch(run);
      } catch (err) {
        delay = Math.min(delay * 2, MAX_DELAY_MS);
        opts.log(
          `zero-cache did not start (${err instanceof Error ? err.message : err}); trying again in ${delay / 1000} s`,
        );
        restartLater();
      }
    }, delay);
  };
  watch(current);

  return {
    url: current.url,
    port: opts.port,
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      await current?.stop();
    },
  };
}
