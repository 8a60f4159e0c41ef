import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { AnyMutatorRegistry } from "@rocicorp/zero";
import postgres from "postgres";
import type { PlatformRole } from "../../zero-schema.ts";
import { ownOrganization } from "./own-organization.ts";
import { sharedApp } from "./shared-app.ts";
import { type RunningApp, runningApps, startApp } from "./start-app.ts";
import { connectUncheckedZero, connectZero, signUpUser, type TestUser, type TestZero } from "./zero-client.ts";

/** Something a test started that has to go when the stack stops (a Zero client, a fake server). */
type Closable = { close(): unknown } | { stop(): unknown };

/** A signed-up user with the organisation sign-up made them owner of. */
export type Owner = TestUser & { org: string };

export type ApiReply<B> = { status: number; body: B };

/**
 * The running app with a small Postgres pool on its database (`sql`), for tests that set up
 * and check rows themselves, and the steps most tests start with. `stop` closes the Zero
 * clients opened through it (newest first), ends the pool, stops the app and then the fakes.
 */
export type Stack = Omit<RunningApp, "stop" | "process"> & {
  /** The launcher's process; null on the shared stack, which this file must not stop or break. */
  process: RunningApp["process"] | null;
  sql: postgres.Sql;
  /** Signs up a user over the real auth endpoint (see signUpUser). */
  signUp(email: string, name: string): Promise<TestUser>;
  /** Signs up a user, who owns the organisation sign-up creates. */
  signUpOwner(email: string, name: string): Promise<Owner>;
  /** Signs up a user and makes them a plain member of `org` (as accepting an invitation does). */
  signUpMember(org: string, email: string, name: string): Promise<TestUser>;
  /** A Zero client of `user` (see connectZero). */
  openZero(user: TestUser, platformRole?: PlatformRole | null): Promise<TestZero>;
  /** A client of `user` with its own mutators, e.g. ones that check nothing (see connectUncheckedZero). */
  openUncheckedZero<M extends AnyMutatorRegistry>(
    user: TestUser,
    unchecked: M,
  ): ReturnType<typeof connectUncheckedZero<M>>;
  /** A request to the app's API (`path` from `/api/`) as `user`, acting in organisation `org`; JSON both ways. */
  api<B = any>(user: TestUser, org: string, method: string, path: string, body?: unknown): Promise<ApiReply<B>>;
  /** Uploads one file to the documents API as `user` in `org` (as the documents page does). */
  upload(
    user: TestUser,
    org: string,
    name: string,
    content: string | Uint8Array<ArrayBuffer>,
    type: string,
  ): Promise<ApiReply<{ documents?: Array<{ id: string }>; error?: { title: string; description?: string } }>>;
  stop(): Promise<void>;
};

/** The stack the run's global setup started, which stays up when a file is done with it. */
function attachSharedApp() {
  const shared = sharedApp();
  if (!shared) return null;
  runningApps.add(shared);
  return { ...shared, process: null, stop: async () => void runningApps.delete(shared) };
}

/**
 * The app (see startApp) with `sql` open on its database. A file that needs no settings
 * of its own (`env`) and does not stop or break the app (`own`) uses the stack the run
 * shares, so it must not count on being alone in it: its own addresses and organisations,
 * no counts over every organisation. Fakes the app talks to are passed in `fakes`, so they
 * stop after the app (or at once if it does not start); `twilio` is the fake Twilio the
 * app's Twilio calls go to, on the shared stack too.
 */
export async function startStack(
  opts: {
    env?: Record<string, string>;
    fakes?: Array<{ stop(): unknown }>;
    own?: boolean;
    twilio?: { baseUrl: string };
  } = {},
): Promise<Stack> {
  const shared = opts.env || opts.own ? null : attachSharedApp();
  if (shared && opts.twilio) fs.writeFileSync(shared.twilioTargetFile, opts.twilio.baseUrl);
  const stopFakes = async () => {
    // Only while it still names this file's fake: a stop that ends late (its hook timed out)
    // must not take the next file's Twilio away, which then reached the any-account fake.
    const target = shared?.twilioTargetFile;
    if (target && opts.twilio && fs.existsSync(target) && fs.readFileSync(target, "utf8") === opts.twilio.baseUrl)
      fs.rmSync(target, { force: true });
    for (const fake of opts.fakes ?? []) await fake.stop();
  };
  const env = opts.twilio ? { ...opts.env, TWILIO_API_BASE_URL: opts.twilio.baseUrl } : opts.env;
  const app =
    shared ??
    (await startApp({ env }).catch(async (error) => {
      await stopFakes();
      throw error;
    }));
  const sql = postgres(app.databaseUrl, { max: 2, onnotice: () => {} });
  const opened: Closable[] = [];
  const closeOnStop = <T extends Closable>(thing: T) => {
    opened.push(thing);
    return thing;
  };
  const signUp = (email: string, name: string) => signUpUser(app.url, email, name);
  return {
    ...app,
    sql,
    signUp,
    async signUpOwner(email, name) {
      const user = await signUp(email, name);
      return { ...user, org: await ownOrganization(sql, user.userId) };
    },
    async signUpMember(org, email, name) {
      const user = await signUp(email, name);
      await sql`insert into organization_members (id, organization_id, user_id, role)
        values (${randomUUID()}, ${org}, ${user.userId}, 'member')`;
      return user;
    },
    openZero: async (user, platformRole = null) => closeOnStop(await connectZero(app.url, user, platformRole)),
    openUncheckedZero: async (user, unchecked) => closeOnStop(await connectUncheckedZero(app.url, user, unchecked)),
    async api(user, org, method, path, body) {
      const res = await fetch(`${app.url}/api/${path}`, {
        method,
        headers: { cookie: user.cookie, origin: app.url, "x-organization-id": org, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = res.headers.get("content-type")?.includes("json");
      return { status: res.status, body: json ? await res.json() : await res.text() };
    },
    async upload(user, org, name, content, type) {
      const form = new FormData();
      form.append("files", new File([content], name, { type }));
      const res = await fetch(`${app.url}/api/documents`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: app.url, "x-organization-id": org },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    },
    async stop() {
      for (const thing of opened.reverse()) await ("close" in thing ? thing.close() : thing.stop());
      await sql.end();
      await app.stop();
      await stopFakes();
    },
  };
}
