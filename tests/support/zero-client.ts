import { randomUUID } from "node:crypto";
import { type AnyMutatorRegistry, defineMutator, type ReadonlyJSONValue, Zero } from "@rocicorp/zero";
import WS from "ws";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { type PlatformRole, schema, type ZeroContext } from "../../zero-schema.ts";

export type TestUser = { userId: string; email: string; cookie: string };

/**
 * Signs up over the real better-auth endpoint and keeps the session cookie. `headers` adds
 * request headers, e.g. the client address a trusted proxy reports.
 */
export async function signUpUser(
  baseUrl: string,
  email: string,
  name = "Test Persoon",
  password = "geheim123",
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, ...headers },
    body: JSON.stringify({ email, password, name }),
  });
  if (res.status !== 200) throw new Error(`sign-up ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { userId: body.user.id, email, cookie } satisfies TestUser;
}

// Browsers send the session cookie on the WebSocket by themselves; Node's WebSocket cannot
// set headers, so Zero (which uses globalThis.WebSocket) gets one that adds the cookie of
// the user named in the connect URL.
const cookies = new Map<string, { cookie: string; origin: string }>();
class CookieWebSocket extends WS {
  constructor(url: string, protocols?: string | string[]) {
    const user = new URL(url).searchParams.get("userID") ?? "";
    const auth = cookies.get(user);
    super(url, protocols, { headers: auth ? { cookie: auth.cookie, origin: auth.origin } : {} });
    // A browser's WebSocket reports a failed connection and goes on; in Node an 'error' no
    // one listens to (Zero may have let go of the socket by then) would crash the test run.
    this.on("error", () => {});
  }
}
(globalThis as { WebSocket: unknown }).WebSocket = CookieWebSocket;

/** A Zero client of `user` (in-memory store) through the app's /zero WebSocket, opened as the browser opens one: no waiting, no second try. */
export function openZero(baseUrl: string, user: TestUser, platformRole: PlatformRole | null = null) {
  cookies.set(user.userId, { cookie: user.cookie, origin: baseUrl });
  return new Zero({
    userID: user.userId,
    schema,
    mutators,
    cacheURL: `${baseUrl}/zero`,
    kvStore: "mem",
    context: { userID: user.userId, platformRole } as ZeroContext | undefined,
    // Refused mutations are expected in these tests; keep their logs out of the output.
    logSink: { log: () => {} },
  });
}

/** A real Zero client that is connected and has answered a query (see provenConnection). */
export async function connectZero(baseUrl: string, user: TestUser, platformRole: PlatformRole | null = null) {
  return provenConnection(() => openZero(baseUrl, user, platformRole));
}

/**
 * A client that is connected and has answered one query. Under load, a client that had only
 * just reached "connected" was seen never to hear back about the first thing it sent (a
 * mutation's result, a query's completion), so a test starts only on a connection that has
 * proved itself; one that does not within 20 s is closed and a new one opened, once.
 */
async function provenConnection<Z extends Zero<typeof schema, any>>(open: () => Z): Promise<Z> {
  for (let attempt = 1; ; attempt++) {
    const zero = open();
    const until = Date.now() + 30_000;
    while (zero.connection.state.current.name !== "connected") {
      if (Date.now() > until) throw new Error(`zero not connected: ${JSON.stringify(zero.connection.state.current)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    let timer: NodeJS.Timeout | undefined;
    const proved = await Promise.race([
      zero.run(queries.profiles.mine(), { type: "complete" }).then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), 20_000);
      }),
    ]).finally(() => clearTimeout(timer));
    if (proved) {
      await ownProfileArrived(zero);
      return zero;
    }
    await zero.close();
    if (attempt === 2) throw new Error("zero connected but answered no query within 20 s, twice");
  }
}

/**
 * Waits (up to 10 s) until the client sees its user's profile. Sign-up writes it in the same
 * transaction as the user's organisation and membership, so from then on zero-cache has
 * replicated at least that far; on a stack another file has just filled with thousands of
 * rows, a query answered "complete" can otherwise still come from before the sign-up. A
 * user without a profile (a test may have deleted it) goes on after the wait.
 */
async function ownProfileArrived(zero: Zero<typeof schema, any>) {
  const until = Date.now() + 10_000;
  while (Date.now() < until && !(await zero.run(queries.profiles.mine(), { type: "complete" })))
    await new Promise((r) => setTimeout(r, 100));
}

export type TestZero = Awaited<ReturnType<typeof connectZero>>;

/** Polls until `fn` returns something truthy (live updates arrive asynchronously). */
export async function eventually<T>(fn: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < until) {
    last = await fn();
    if (last) return last as NonNullable<T>;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`condition not met within ${timeoutMs} ms (last: ${JSON.stringify(last)})`);
}

export type Verdict = { type: "success" } | { type: "error"; message: string };

/**
 * What the server said about a mutation (a refused one with its message). Fails after
 * `timeoutMs` rather than at the test's timeout, so a result that never arrives says so.
 */
export async function verdict(
  pending: { server: Promise<{ type: string; error?: { message: string } }> },
  timeoutMs = 30_000,
): Promise<Verdict> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no server result for the mutation within ${timeoutMs} ms`)), timeoutMs);
  });
  const server = await Promise.race([pending.server, late]).finally(() => clearTimeout(timer));
  return server.type === "error" ? { type: "error", message: server.error?.message ?? "" } : { type: "success" };
}

/** Stand-ins for mutators that check nothing and write nothing (see connectUncheckedZero). */
export const uncheckedMutator = () => defineMutator(async (_: { args: ReadonlyJSONValue }) => {});

/**
 * A client of `user` with its own mutators, e.g. ones that check nothing (what a tampered
 * browser could do). An ordinary client runs each mutator locally first and never sends one
 * that throws there, so only a refusal this client gets proves the server refused.
 */
export async function connectUncheckedZero<M extends AnyMutatorRegistry>(
  baseUrl: string,
  user: TestUser,
  unchecked: M,
) {
  cookies.set(user.userId, { cookie: user.cookie, origin: baseUrl });
  return provenConnection(
    () =>
      new Zero({
        userID: user.userId,
        schema,
        mutators: unchecked,
        cacheURL: `${baseUrl}/zero`,
        kvStore: "mem",
        // Its own store: clients of one user otherwise share one, and would replay each other's mutations.
        storageKey: `unchecked-${randomUUID()}`,
        context: { userID: user.userId, platformRole: null } as ZeroContext | undefined,
        logSink: { log: () => {} },
      }),
  );
}
