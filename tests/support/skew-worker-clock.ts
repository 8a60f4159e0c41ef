// Loaded with `node --import` (through NODE_OPTIONS) by tests only: in the worker process
// (`--role=worker`) the clock reads WORKER_CLOCK_SKEW_MS off, as on a machine whose clock
// drifted. Other processes of the launcher keep the real clock.
const skew = Number(process.env.WORKER_CLOCK_SKEW_MS ?? 0);

if (skew && process.argv.includes("--role=worker")) {
  const RealDate = Date;
  class SkewedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + skew);
      else super(...(args as [string | number | Date]));
    }
    static now() {
      return RealDate.now() + skew;
    }
  }
  globalThis.Date = SkewedDate as DateConstructor;
}
