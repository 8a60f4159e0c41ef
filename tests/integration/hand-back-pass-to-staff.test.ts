import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { connectDb, connectSql, type Db, type Sql } from "../../server/db/connect.ts";
import { passToStaff } from "../../server/whatsapp/assistant/pass-to-staff.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { startStack } from "../support/stack.ts";
import { eventually, type TestZero } from "../support/zero-client.ts";

// A hand-back and the job passing the employee's message to staff, at the same moment, on
// the same conversation and message: the worker once logged "deadlock detected" (the job
// took the message's outbox row and then the conversation, the hand-back the other way
// round). A third connection holds the conversation while both start, so both wait on it and
// then race; whichever goes first, both must finish.
let app: Stack;
let owner: Owner;
let zo: TestZero;
let sql: Sql;
let db: Db;
// On the old order about one round in fifteen deadlocked; sixty make a miss unlikely.
const ROUNDS = 60;

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner("terug@a.nl", "Tom Terug");
  zo = await app.openZero(owner);
  zo.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
  zo.materialize(queries.organizations.visible({ scope: "member" }));
  zo.materialize(queries.members.mine());
  sql = connectSql(app.databaseUrl, { max: 4 });
  db = connectDb(sql);
}, 120_000);
afterAll(async () => {
  await sql?.end();
  await app?.stop();
});

describe("a hand-back while the employee's message is passed to staff", () => {
  it(`never deadlocks (${ROUNDS} rounds)`, async () => {
    const conversation = randomUUID();
    const phone = "+31660000101";
    await app.sql`insert into conversations (id, organization_id, customer_phone, handled_by, last_message_at)
      values (${conversation}, ${owner.org}, ${phone}, 'human', now())`;
    await eventually(async () =>
      (await zo.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some(
        (r) => r.id === conversation,
      ),
    );
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await app.sql`update conversations set handled_by = 'human', taken_over_by = null, last_inbound_at = now()
        where id = ${conversation}`;
      const message = randomUUID();
      // The employee's message, its outbox row already dispatched to the (here: this test's) job.
      await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
        values (${message}, ${owner.org}, ${conversation}, 'inbound', ${`vraag ${round}`}, 'received')`;
      await app.sql`insert into system.assistant_outbox (message_id, conversation_id, organization_id, dispatched)
        values (${message}, ${conversation}, ${owner.org}, true)`;
      const inbound = {
        id: message,
        message_body: `vraag ${round}`,
        organization_id: owner.org,
        conversation_id: conversation,
        customer_phone: phone,
        profile_name: null,
        employee_id: null,
        employee_first_name: null,
        employee_last_name: null,
        is_test: false,
      };
      const holder = await sql.reserve();
      let job: Promise<string | null> = Promise.resolve(null);
      let handBack: Promise<string | null> = Promise.resolve(null);
      try {
        await holder`begin`;
        await holder`select 1 from conversations where id = ${conversation} for update`;
        job = passToStaff(db, inbound).then(
          () => null,
          (err: Error) => `job: ${err.message}`,
        );
        handBack = zo
          .mutate(mutators.conversation.handBack({ id: conversation, now: Date.now() }))
          .server.then((r) => (r.type === "error" ? `hand-back: ${r.error.message}` : null));
        // Both are waiting on the conversation (the job, on the old code, holding the outbox row).
        await eventually(
          async () =>
            (
              await app.sql`select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and datname = current_database()`
            )[0].n >= 2,
          10_000,
        );
      } finally {
        await holder`commit`;
        holder.release();
      }
      failures.push(...((await Promise.all([job, handBack])).filter(Boolean) as string[]));
    }
    expect(failures).toEqual([]);
  });
});
