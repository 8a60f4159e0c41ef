import http from "node:http";
import fc from "fast-check";
import type postgres from "postgres";
import { expect } from "vitest";
import { nl } from "../../common/i18n/nl.ts";

/**
 * Shared pieces of the fuzz suites: a seed that makes a failure reproducible
 * (FUZZ_SEED=… reruns it), the database snapshot "nothing changed" is checked against, the
 * set of Dutch catalogue texts an error title must come from, and the arbitraries for
 * values that belong nowhere.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_301);
/** Runs per route or mutator and input class; FUZZ_RUNS=… raises it for a longer local run. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 12);
export const fuzzOptions = <Ts>(runs = FUZZ_RUNS): fc.Parameters<Ts> => ({
  seed: FUZZ_SEED,
  numRuns: runs,
  endOnFailure: true,
  includeErrorInReport: true,
  // Counterexamples hold strings of 200 000 characters: the report keeps the start of each.
  asyncReporter: async (details) => {
    if (!details.failed) return;
    const report = (await fc.asyncDefaultReportMessage(details)) ?? "";
    throw new Error(report.replace(/(.{1,4}?)\1{50,}/gsu, (run, unit) => `${unit.repeat(20)}…(${run.length} chars)`));
  },
});

/** Every product table in `public`: row count and a hash over its rows, per table. */
export async function snapshotProductTables(sql: postgres.Sql): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await sql.unsafe(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
       from public."${name.replaceAll('"', '""')}" t`,
    );
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
}

/** Every string of the Dutch catalogue (functions' texts are checked by their fixed parts). */
function catalogueStrings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === "string") into.add(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) catalogueStrings(v, into);
  return into;
}
const catalogue = catalogueStrings(nl, new Set());

/** A title is Dutch when it is one of the catalogue's texts (every user-visible string comes from it). */
export const isCatalogueText = (text: unknown) => typeof text === "string" && catalogue.has(text);

/** The one error envelope, with a title from the Dutch catalogue. */
export function expectEnvelope(status: number, body: unknown, context: string) {
  expect(status, context).toBeGreaterThanOrEqual(400);
  expect(status, context).toBeLessThan(500);
  expect(body, context).toEqual({
    error: { code: expect.any(String), title: expect.any(String), ...descriptionOf(body) },
  });
  const title = (body as { error: { title: string } }).error.title;
  expect(isCatalogueText(title), `${context}: title not from the Dutch catalogue: ${JSON.stringify(title)}`).toBe(true);
}
const descriptionOf = (body: unknown) => {
  const d = (body as { error?: { description?: unknown } })?.error?.description;
  return d === undefined ? {} : { description: expect.any(String) };
};

// ---- values that belong nowhere ----

/** Strings with what breaks naive code: NUL bytes, lone surrogates, RTL marks, emoji, SQL and path tricks. */
export const nastyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\uD800",
    "\u202Eevil",
    "👩‍👩‍👧‍👦",
    "' or 1=1 --",
    "../../etc/passwd",
    "%00",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style probe, meant literally.
    "${jndi:x}",
    "<script>alert(1)</script>",
    " ",
    "",
  ),
  fc.string({ unit: "grapheme", maxLength: 30 }).map((s) => `${s}\u0000`),
);

/** A string far over any field's limit (every text field stops well below 10 000 characters). */
export const hugeString = fc
  .tuple(fc.integer({ min: 10_001, max: 200_000 }), fc.constantFrom("x", "é", "🙂", "a b", "\u0000"))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

/** Anything JSON can carry, unicode and nesting included. */
export const anyJson = fc.jsonValue({ maxDepth: 4 });

/** Nesting far deeper than any input, within the 1 MB body limit. */
export const deepJson = fc
  .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom("[", '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + (open === "[" ? "]" : "1}").repeat(depth));

/** A value of the wrong JSON type for a field whose template value is `like`. */
export function wrongTypeFor(like: unknown): fc.Arbitrary<unknown> {
  const kinds: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    fc.string({ maxLength: 10 }),
  ];
  const typeOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
  return fc.oneof(...kinds).filter((v) => typeOf(v) !== typeOf(like));
}

/**
 * An object like `template` with at least one defect: a required field missing, a field of
 * the wrong type, a string field huge or carrying a NUL byte; sometimes extra fields too.
 */
export function brokenObject(
  template: Record<string, unknown>,
  opts: { optional?: readonly string[] } = {},
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(template);
  const required = keys.filter((k) => !opts.optional?.includes(k));
  const defect = (key: string): fc.Arbitrary<[string, unknown]> => {
    const like = template[key];
    const options: fc.Arbitrary<unknown>[] = [wrongTypeFor(like)];
    if (typeof like === "string")
      options.push(
        hugeString,
        nastyString.map((s) => `${like}\u0000${s}`),
      );
    if (required.includes(key)) options.push(fc.constant(MISSING));
    return fc.oneof(...options).map((v) => [key, v] as [string, unknown]);
  };
  return fc
    .record({
      defects: fc
        .uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: keys.length })
        .chain((ks) => fc.tuple(...ks.map(defect))),
      extra: fc.dictionary(
        fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !keys.includes(k)),
        anyJson,
        { maxKeys: 2 },
      ),
    })
    .map(({ defects, extra }) => {
      const out: Record<string, unknown> = { ...template, ...extra };
      for (const [k, v] of defects) {
        if (v === MISSING) delete out[k];
        else out[k] = v;
      }
      return out;
    });
}
const MISSING = Symbol("missing");

// ---- requests ----

export type RawBody = { contentType?: string; data?: string | FormData | Uint8Array<ArrayBuffer> };
export type RawReply = { status: number; contentType: string; text: string };

/**
 * One request over node:http rather than fetch: a route that refuses before reading the
 * body (no session, no organisation, over the limit) answers while a large body is still
 * being sent and closes; fetch reports that as a failed request, node:http gives the answer.
 */
export async function sendRaw(
  origin: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: RawBody,
): Promise<RawReply> {
  const h: Record<string, string> = { origin, ...headers };
  let data: Buffer | undefined;
  if (body.data instanceof FormData) {
    const encoded = new Response(body.data);
    h["content-type"] = encoded.headers.get("content-type") ?? "";
    data = Buffer.from(await encoded.arrayBuffer());
  } else if (body.data !== undefined && method !== "GET") {
    data = Buffer.from(body.data);
    if (body.contentType) h["content-type"] = body.contentType;
  }
  if (data) h["content-length"] = String(data.length);
  const reply = await sendOnce(url, method, h, data, false);
  // A reset that cost the answer (see sendOnce) is a race of this client, not the server's
  // reply: asked again, patiently, the refusal is read before more of the body is sent.
  if (reply.status === 0 && data && data.length > PIECE_BYTES) return sendOnce(url, method, h, data, true);
  return reply;
}

/**
 * Sends the body one piece per turn of the event loop, so an answer is read as soon as it
 * comes and sending stops there. A server that refuses before reading answers and closes;
 * a piece written after that close is met with a reset, and when the answer arrived in the
 * same turn Node drops it unread: status 0, not a hang. `patient` waits up to two seconds
 * after the first piece for an early answer before sending the rest.
 */
function sendOnce(
  url: string,
  method: string,
  headers: Record<string, string>,
  data: Buffer | undefined,
  patient: boolean,
): Promise<RawReply> {
  return new Promise<RawReply>((resolve, reject) => {
    // A fresh connection each time: a refusal sent before the body was read closes its socket.
    const req = http.request(url, { method, headers, agent: false });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers["content-type"] ?? ""),
          text: Buffer.concat(chunks).toString("utf8"),
        });
        req.destroy();
      });
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code !== "EPIPE" && err.code !== "ECONNRESET") reject(err);
    });
    let wait: NodeJS.Timeout | undefined;
    req.on("close", () => {
      clearTimeout(wait);
      if (!answered) resolve({ status: 0, contentType: "", text: "" });
    });
    let at = 0;
    const sendMore = () => {
      if (!data) return void req.end();
      if (answered || req.destroyed) return;
      const piece = data.subarray(at, at + PIECE_BYTES);
      at += piece.length;
      if (at >= data.length) req.end(piece);
      else if (patient && at === piece.length) req.write(piece, () => (wait = setTimeout(sendMore, 2000)));
      else req.write(piece, () => setImmediate(sendMore));
    };
    sendMore();
  });
}
const PIECE_BYTES = 64 * 1024;

/**
 * Waits until the worker has sent the invitation e-mails of seeded invitations (each mints
 * its link's secret), so no background write lands inside a batch's before/after snapshot.
 */
export async function invitationsSent(sql: postgres.Sql, ids: string[]) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const [row] =
      await sql`select count(*)::int as n from organization_invitations where id in ${sql(ids)} and token_hash is null`;
    if (row.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`invitation e-mails not sent in 30 s: ${ids.join(", ")}`);
}
