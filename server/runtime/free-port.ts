import net from "node:net";

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

// Below Linux's ephemeral range (32768-60999 by default): a port found free there can be
// taken as the local port of some outgoing connection (a Postgres client, a fetch) before
// zero-cache binds it, which failed starts now and then with EADDRINUSE.
const LOW = 10000;
const HIGH = 32000;
// Test workers (Vitest's VITEST_POOL_ID, inherited by the stacks they start) each take ports
// from a part of the range of their own. A test that stops its Postgres to play an outage
// leaves its port free for seconds, and a Postgres that another worker's file started meanwhile
// took it (seen once in a whole run: the app met the stranger's password, and the test's own
// Postgres could not start again). Within one worker files run one after another.
const PARTS = 6;

export function portRange(poolId: string | undefined): { low: number; high: number } {
  const id = Number(poolId);
  if (!poolId || !Number.isInteger(id) || id < 1) return { low: LOW, high: HIGH };
  const size = Math.floor((HIGH - LOW) / PARTS);
  const low = LOW + ((id - 1) % PARTS) * size;
  return { low, high: low + size };
}

/** A port where `count` consecutive ports are free (zero-cache uses port, port+1, port+2). */
export async function findFreePorts(count = 1): Promise<number> {
  const { low, high } = portRange(process.env.VITEST_POOL_ID);
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = low + Math.floor(Math.random() * (high - low - count));
    let ok = true;
    for (let i = 0; i < count && ok; i++) ok = await isFree(base + i);
    if (ok) return base;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}
