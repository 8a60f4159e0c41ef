// postinstall: guards postgres.js 3.4.x against a known crash (porsager/postgres#1154, #1208;
// fixes proposed in #1168/#1209, not released). A small write is flushed on the next tick;
// if Postgres closes the connection first (a restart, a failover), the flush writes to a
// null socket and throws outside any promise, taking the whole process down, and the
// teardown leaves the flush timer set so the connection can never write again. Seen here
// when the fault suite restarts Postgres under the app. The guard fails the waiting query
// with CONNECTION_CLOSED (the pool's ordinary error) instead. Idempotent; a file that does not
// look as expected is left alone with a warning.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const MARK = "/* hr: null-socket guard */";
// Our copy of postgres.js and zero's, as ES modules and as CommonJS.
const copies = ["node_modules/postgres", "node_modules/@rocicorp/zero/node_modules/postgres"].flatMap((dir) => [
  `${dir}/src`,
  `${dir}/cjs/src`,
]);
// Only our copy, for the pool fixes below: proven with our db layer's tests, not with zero-cache.
const ours = copies.filter((dir) => !dir.includes("@rocicorp"));

/**
 * Rewrites each copy of `name` by `patch`, which returns the new text, the text unchanged
 * when it is patched already, or null when the file is not what it expects (left alone).
 */
function patchEach(name: string, done: string, patch: (text: string) => string | null, dirs = copies) {
  for (const dir of dirs) {
    const file = path.join(root, dir, name);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, "utf8");
    const patched = patch(text);
    if (patched === null)
      console.warn(`patch-postgres-js: ${dir}/${name} is not the expected postgres.js 3.4; left as it is`);
    else if (patched !== text) {
      fs.writeFileSync(file, patched);
      console.log(`patch-postgres-js: ${done} in ${dir}/${name}`);
    }
  }
}

// A query that finds its connection's socket gone fails with CONNECTION_CLOSED, and the
// connection is handed back to the pool as closed, so the next query opens a fresh one: left
// in the pool's open queue, it failed every query routed to it after a Postgres restart.
const GUARD = `  function nextWrite(fn) {\n    if (socket === null) return (chunk = nextWriteTimer = null, closedUnderQuery(), false) ${MARK}\n`;
const HELPER = `  function closedUnderQuery() { ${MARK}\n    const err = Errors.connection('CONNECTION_CLOSED', options)\n    error(err)\n    initial || onclose(connection, err)\n  }\n\n`;
// The first version of this guard (it failed the query but left the connection open).
const FIRST_GUARD = `    if (socket === null) return (chunk = nextWriteTimer = null, error(Errors.connection('CONNECTION_CLOSED', options)), false) ${MARK}\n`;

patchEach("connection.js", "guarded the write to a closed socket", (text) => {
  if (text.includes(HELPER)) return text;
  const write = "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)";
  const teardown = "    clearImmediate(nextWriteTimer)\n";
  const firstVersion = text.includes(FIRST_GUARD);
  if (!firstVersion && (!text.includes(write) || text.split(teardown).length !== 3)) return null;
  const guarded = firstVersion
    ? text.replace(`  function nextWrite(fn) {\n${FIRST_GUARD}`, GUARD)
    : text
        .replace(write, `${GUARD}    const x = socket.write(chunk, fn)`)
        .replaceAll(teardown, `    clearImmediate(nextWriteTimer), chunk = nextWriteTimer = null ${MARK}\n`);
  return guarded.replace("  function connectTimedOut() {", `${HELPER}  function connectTimedOut() {`);
});

// A reserved connection (kysely-postgres-js reserves one per query or transaction) that
// closes while held is moved to the closed queue, but its release then put it back among
// the open ones without a socket: every query routed to it failed with CONNECTION_CLOSED,
// and /api/health said "degraded" for good after a Postgres restart (seen in the fault
// suite, 3 runs in 10). The release now hands back only a connection still held.
const RELEASE_MARK = "/* hr: reserved-release guard */";
const RELEASE = "    sql.release = () => {\n      c.reserved = null\n      onopen(c)\n    }";
const HELD_RELEASE = `    const held = c.reserved ${RELEASE_MARK}\n    sql.release = () => {\n      if (c.reserved !== held) return ${RELEASE_MARK}\n      c.reserved = null\n      onopen(c)\n    }`;
patchEach("index.js", "guarded the release of a reserved connection", (text) => {
  if (text.includes(HELD_RELEASE)) return text;
  return text.split(RELEASE).length === 2 ? text.replace(RELEASE, HELD_RELEASE) : null;
});

// Postgres' last word on a connection it ends under a query (FATAL 57P01, "terminating
// connection due to administrator command") is kept until its ReadyForQuery, which never comes:
// the connection closes first. Kept past the close, it failed the first wait on the connection
// opened in its place (the error of a backend that no longer exists), and the pool then lost
// that connection for good: the wait it handed it to had already failed. Forgotten on close.
const CLOSED_MARK = "/* hr: stale-error guard */";
const CLOSED = "  async function closed(hadError) {\n";
insertOnce(
  "connection.js",
  "forgot a closed connection's last error",
  CLOSED,
  `    errorResponse = null ${CLOSED_MARK}\n`,
  "after",
);

// A wait for a reserved connection (kysely-postgres-js reserves one per query or transaction)
// was stranded for good when Postgres ended the connection it waited on (porsager/postgres#1195,
// open): the close took the wait out of the pool's queue to open the connection again, and the
// reopened connection never hands a reserve anything. The wait now stays queued while the
// connection opens, as a fresh reserve does, and the reopened connection serves it from there.
// A wait that fails (its connection could not be opened) leaves the queue, so the next
// connection to open is not handed to a wait already given up (and lost with it).
const RESERVE_MARK = "/* hr: reserve-queue guard */";
const ONCLOSE = "    queries.length && connect(c, queries.shift())\n";
const ONCLOSE_KEPT = `    queries.length && connect(c, queries.peek().reserve ? queries.peek() : queries.shift()) ${RESERVE_MARK}\n`;
const RESERVE = "        const query = { reserve: resolve, reject }\n";
const RESERVE_LEAVES = `        const query = { reserve: resolve, reject: (err) => (queries.remove(query), reject(err)) } ${RESERVE_MARK}\n`;
patchEach(
  "index.js",
  "kept a waiting reserve queued while its connection reopens",
  (text) => {
    if (text.includes(RESERVE_MARK)) return text;
    return text.split(ONCLOSE).length === 2 && text.split(RESERVE).length === 2
      ? text.replace(ONCLOSE, ONCLOSE_KEPT).replace(RESERVE, RESERVE_LEAVES)
      : null;
  },
  ours,
);
// (The queue's first item, left in place: what the guard above needs.)
const SHIFT = "    shift: () => {\n";
insertOnce(
  "queue.js",
  "let the queue show its first item",
  SHIFT,
  `    peek: () => xs[index], ${RESERVE_MARK}\n`,
  "before",
);

// The pool waits longer before each reconnect the more connections closed with a socket error
// (up to 20 s), and forgets the count once a connection is open again: but not when that
// connection was opened for a reserve (every one kysely-postgres-js opens), so after a few dozen
// such closes over a process's life every reconnect waited 10-20 s (seen as "the pool gave no
// connection" with all four connections still opening). Forgotten on any connection that opens.
const RETRIES_MARK = "/* hr: reserve-retries reset */";
const TYPES = "      if (needsTypes) {\n";
insertOnce(
  "connection.js",
  "reset the reconnect delay when a connection opens for a reserve",
  TYPES,
  `      options.shared.retries = retries = 0 ${RETRIES_MARK}\n`,
  "before",
);

/** Puts `line` right after or before `anchor` (which must occur once) in our copy's `name`. */
function insertOnce(name: string, done: string, anchor: string, line: string, where: "after" | "before") {
  patchEach(
    name,
    done,
    (text) => {
      if (text.includes(line)) return text;
      if (text.split(anchor).length !== 2) return null;
      return text.replace(anchor, where === "after" ? anchor + line : line + anchor);
    },
    ours,
  );
}
