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

/** A port where `count` consecutive ports are free (zero-cache uses port, port+1, port+2). */
export async function findFreePorts(count = 1): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = LOW + Math.floor(Math.random() * (HIGH - LOW - count));
    let ok = true;
    for (let i = 0; i < count && ok; i++) ok = await isFree(base + i);
    if (ok) return base;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}
