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

/**
 * Rewrites each copy of `name` by `patch`, which returns the new text, the text unchanged
 * when it is patched already, or null when the file is not what it expects (left alone).
 */
function patchEach(name: string, done: string, patch: (text: string) => string | null) {
  for (const dir of copies) {
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
