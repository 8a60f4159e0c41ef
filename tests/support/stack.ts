import { randomUUID } from "node:crypto";
import postgres from "postgres";
import type { PlatformRole } from "../../zero-schema.ts";
import { ownOrganization } from "./own-organization.ts";
import { type RunningApp, startApp } from "./start-app.ts";
import { connectZero, signUpUser, type TestUser } from "./zero-client.ts";

/** Something a test started that has to go when the stack stops (a Zero client, a fake server). */
type Closable = { close(): unknown } | { stop(): unknown };

/** A signed-up user with the organisation sign-up made them owner of. */
export type Owner = TestUser & { org: string };

/**
 * The running app with a small Postgres pool on its database (`sql`), for tests that set up
 * and check rows themselves. `stop` closes whatever was handed to `closeOnStop` (newest
 * first), ends the pool and stops the app.
 */
export type Stack = Omit<RunningApp, "stop"> & {
  sql: postgres.Sql;
  closeOnStop<T extends Closable>(thing: T): T;
  stop(): Promise<void>;
};

/**
 * Starts the app (see startApp) and opens `sql`. Fakes the app talks to are passed in
 * `fakes`, so they stop after the app.
 */
export async function startStack(
  opts: { env?: Record<string, string>; fakes?: Array<{ stop(): unknown }> } = {},
): Promise<Stack> {
  const stopFakes = async () => {
    for (const fake of opts.fakes ?? []) await fake.stop();
  };
  const app = await startApp({ env: opts.env }).catch(async (error) => {
    await stopFakes();
    throw error;
  });
  const sql = postgres(app.databaseUrl, { max: 2, onnotice: () => {} });
  const opened: Closable[] = [];
  const close = (thing: Closable) => ("close" in thing ? thing.close() : thing.stop());
  return {
    ...app,
    sql,
    closeOnStop(thing) {
      opened.push(thing);
      return thing;
    },
    async stop() {
      for (const thing of opened.reverse()) await close(thing);
      await sql.end();
      await app.stop();
      await stopFakes();
    },
  };
}

/** Signs up a user, who owns the organisation sign-up creates. */
export async function signUpOwner(stack: Stack, email: string, name: string): Promise<Owner> {
  const user = await signUpUser(stack.url, email, name);
  return { ...user, org: await ownOrganization(stack.sql, user.userId) };
}

/** Signs up a user and makes them a plain member of `org` (as accepting an invitation does). */
export async function signUpMember(stack: Stack, org: string, email: string, name: string): Promise<TestUser> {
  const user = await signUpUser(stack.url, email, name);
  await stack.sql`insert into organization_members (id, organization_id, user_id, role)
    values (${randomUUID()}, ${org}, ${user.userId}, 'member')`;
  return user;
}

/** A Zero client of `user` (see connectZero), closed when the stack stops. */
export async function openZero(stack: Stack, user: TestUser, platformRole: PlatformRole | null = null) {
  return stack.closeOnStop(await connectZero(stack.url, user, platformRole));
}

export type ApiReply<B> = { status: number; body: B };

/** A request to the app's API (`path` from `/api/`) as `user`, acting in organisation `org`; JSON both ways. */
export async function callApi<B = any>(
  stack: Pick<Stack, "url">,
  user: TestUser,
  org: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiReply<B>> {
  const res = await fetch(`${stack.url}/api/${path}`, {
    method,
    headers: { cookie: user.cookie, origin: stack.url, "x-organization-id": org, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = res.headers.get("content-type")?.includes("json");
  return { status: res.status, body: json ? await res.json() : await res.text() };
}
