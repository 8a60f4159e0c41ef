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

/** What every test client of `user` shares: the app's /zero WebSocket, an in-memory store, quiet logs. */
function clientOptions(baseUrl: string, user: TestUser, platformRole: PlatformRole | null) {
  cookies.set(user.userId, { cookie: user.cookie, origin: baseUrl });
  return {
    userID: user.userId,
    schema,
    cacheURL: `${baseUrl}/zero`,
    kvStore: "mem" as const,
    context: { userID: user.userId, platformRole } as ZeroContext | undefined,
    // Refused mutations are expected in these tests; keep their logs out of the output.
    logSink: { log: () => {} },
  };
}

/** A Zero client of `user`, opened as the browser opens one: no waiting. */
export function openZero(baseUrl: string, user: TestUser, platformRole: PlatformRole | null = null) {
  return new Zero({ ...clientOptions(baseUrl, user, platformRole), mutators });
}

/** A real Zero client that is connected and sees its user's profile (see ready). */
export async function connectZero(baseUrl: string, user: TestUser, platformRole: PlatformRole | null = null) {
  return ready(openZero(baseUrl, user, platformRole));
}

/**
 * Waits until `zero` is connected and sees its user's profile. Sign-up writes the profile in
 * the same transaction as the user's organisation and membership, so from then on zero-cache
 * has replicated at least that far; on a stack another file has just filled with thousands
 * of rows, a query answered "complete" can otherwise still come from before the sign-up. A
 * user without a profile (a test may have deleted it) goes on after 10 s.
 */
async function ready<Z extends Zero<typeof schema, any>>(zero: Z): Promise<Z> {
  const connectBy = Date.now() + 30_000;
  while (zero.connection.state.current.name !== "connected") {
    if (Date.now() > connectBy) throw new Error(`zero not connected: ${JSON.stringify(zero.connection.state.current)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const profileBy = Date.now() + 10_000;
  const profile = () =>
    within(zero.run(queries.profiles.mine(), { type: "complete" }), 20_000, "zero connected but answered no query");
  while (!(await profile()) && Date.now() < profileBy) await new Promise((r) => setTimeout(r, 100));
  return zero;
}

/** `promise`, or a failure naming `what` once `ms` have passed without it. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
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
  const server = await within(pending.server, timeoutMs, "no server result for the mutation");
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
  return ready(
    new Zero({
      ...clientOptions(baseUrl, user, null),
      mutators: unchecked,
      // Its own store: clients of one user otherwise share one, and would replay each other's mutations.
      storageKey: `unchecked-${randomUUID()}`,
    }),
  );
}
