import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestZero } from "../support/zero-client.ts";

// A notification about a number no employee matched names it with its WhatsApp name; once the
// number's conversation is linked to an employee, the bell names the employee, as the inbox does.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let zo: TestZero;
let account: TwilioAccount;
const SENDER = "+3197010000029";
const PHONE = "+31658232442";
// An unknown number reads as on every screen (common/inbox/grouped-number.ts).
const PHONE_SHOWN = "+31 6 5823 2442";

async function employeeWrites(body: string) {
  const res = await twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
    from: PHONE,
    to: SENDER,
    body,
    accountSid: account.accountSid,
    profileName: "Noah",
  });
  expect(res.status).toBe(200);
}

const messages = async () =>
  (
    await app.sql`select message from notifications n join conversations c on c.id = n.data->>'conversation_id'
      where c.customer_phone = ${PHONE} order by n.created_at`
  ).map((r) => r.message as string);

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("bel@a.nl", "Bea Bel");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  zo = await app.openZero(owner);
  zo.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
  zo.materialize(queries.organizations.visible({ scope: "member" }));
  zo.materialize(queries.members.mine());
});
afterAll(async () => {
  await app?.stop();
});

describe("notifications name the employee", () => {
  it("names an unknown number grouped, as the inbox shows it; once the number is a known employee's, earlier notifications say their name instead of '~Noah'", async () => {
    await employeeWrites("hallo");
    const id = await eventually(
      async () => (await app.sql`select id from conversations where customer_phone = ${PHONE}`)[0]?.id as string,
    );
    await eventually(async () =>
      (await zo.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some((r) => r.id === id),
    );
    expect(await zo.mutate(mutators.conversation.takeOver({ id })).server).toMatchObject({ type: "success" });
    await employeeWrites("is er iemand?");
    const before = await eventually(async () => {
      const m = await messages();
      return m.length ? m : null;
    });
    expect(before.every((m) => m.startsWith(`${PHONE_SHOWN} ~Noah `))).toBe(true);

    // HR adds the employee; their next message links the conversation.
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
      values (gen_random_uuid(), ${owner.org}, 'Noah', 'Jansen', ${PHONE})`;
    await employeeWrites("ik ben het, Noah");
    await eventually(
      async () => (await app.sql`select employee_id from conversations where id = ${id}`)[0].employee_id !== null,
    );
    const after = await messages();
    expect(after.length).toBeGreaterThanOrEqual(before.length);
    for (const m of after) {
      expect(m.startsWith("Noah Jansen ")).toBe(true);
      expect(m).not.toContain("~Noah");
      expect(m).not.toContain(PHONE);
      expect(m).not.toContain(PHONE_SHOWN);
    }
  });
});

describe("a notification keeps who it was about", () => {
  const BOB_OLD = "+31658232444";
  const writes = (from: string, body: string) =>
    twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
      from,
      to: SENDER,
      body,
      accountSid: account.accountSid,
      profileName: "A",
    });
  const about = async (phone: string) =>
    await app.sql<{ message: string; employee_id: string | null }[]>`
      select n.message, n.data->>'employee_id' as employee_id from notifications n
        join conversations c on c.id = n.data->>'conversation_id'
      where c.customer_phone = ${phone} order by n.created_at`;
  /** A staff notification about `phone`, made while `employee` had it (staff took the conversation over). */
  async function notifiedWhile(phone: string, employee: { id: string; first: string; last: string }) {
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
      values (${employee.id}, ${owner.org}, ${employee.first}, ${employee.last}, ${phone})`;
    expect((await writes(phone, "hallo")).status).toBe(200);
    const id = await eventually(
      async () => (await app.sql`select id from conversations where customer_phone = ${phone}`)[0]?.id as string,
    );
    await eventually(async () =>
      (await zo.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some((r) => r.id === id),
    );
    expect(await zo.mutate(mutators.conversation.takeOver({ id })).server).toMatchObject({ type: "success" });
    expect((await writes(phone, "is er iemand?")).status).toBe(200);
    const made = await eventually(async () => {
      const rows = await about(phone);
      return rows.length ? rows : null;
    });
    return { id, made };
  }
  /** The number goes to Bob: its employee gets another one, Bob is added with it. */
  async function numberMovesToBob(phone: string, from: string, conversationId: string) {
    await app.sql`update employees set phone_number = ${`${phone.slice(0, -2)}9${phone.slice(-1)}`} where id = ${from}`;
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
      values (${`bob-${phone}`}, ${owner.org}, 'Bob', 'Bakker', ${phone})`;
    const [row] = await app.sql`select employee_id from conversations where id = ${conversationId}`;
    expect(row.employee_id).toBe(`bob-${phone}`);
  }

  it("after the number moved to another employee, it still names (and points at) the one it was made for", async () => {
    const phone = "+31658232443";
    const { id, made } = await notifiedWhile(phone, { id: "emp-anna", first: "Anna", last: "Akker" });
    for (const n of made) {
      expect(n.message.startsWith("Anna Akker ")).toBe(true);
      expect(n.employee_id).toBe("emp-anna");
    }
    await numberMovesToBob(phone, "emp-anna", id);
    const after = await about(phone);
    expect(after.length).toBe(made.length);
    for (const n of after) {
      expect(n.message.startsWith("Anna Akker ")).toBe(true);
      expect(n.message).not.toContain("Bob");
      expect(n.employee_id).toBe("emp-anna");
    }
  });

  it("an employee without a name, named by the number, is not renamed after whoever has the number next", async () => {
    const { id, made } = await notifiedWhile(BOB_OLD, { id: "emp-nameless", first: "", last: "" });
    for (const n of made) expect(n.message.startsWith("+31 6 5823 2444")).toBe(true);
    await numberMovesToBob(BOB_OLD, "emp-nameless", id);
    const after = await about(BOB_OLD);
    expect(after.map((n) => n.message)).toEqual(made.map((n) => n.message));
    for (const n of after) expect(n.employee_id).toBe("emp-nameless");
  });
});
