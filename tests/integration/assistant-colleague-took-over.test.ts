import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { startFakeOpenAi } from "../fakes/llm/fake-openai-server.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestZero } from "../support/zero-client.ts";

// With a language model, composing a reply takes seconds. A colleague who takes the
// conversation over and answers in that window has it: the employee gets the colleague's
// answer and never the assistant's after it. Through the real stack, the signed webhook, the
// Zero mutators, a slow fake model and the fake Twilio.
let app: Stack;
let chat: Awaited<ReturnType<typeof startFakeOpenAi>>;
let twilio: FakeTwilio;
let owner: Owner;
let zo: TestZero;
let account: TwilioAccount;
const SENDER = "+3197010000071";
const COMPOSING_MS = 4000;

const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);

beforeAll(async () => {
  chat = await startFakeOpenAi({ apiKey: "sk-test" });
  chat.setReply(() => ({ content: "ONBEKEND" }));
  ({ twilio, app } = await startStackWithTwilio({
    fakes: [chat],
    env: { LLM_BASE_URL: chat.baseUrl, LLM_API_KEY: "sk-test", LLM_MODEL: "fake" },
  }));
  owner = await app.signUpOwner("overname@a.nl", "Olga Over");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar.')`;
  zo = await app.openZero(owner);
  zo.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
  zo.materialize(queries.organizations.visible({ scope: "member" }));
  zo.materialize(queries.members.mine());
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

describe("a colleague taking over while the assistant composes", () => {
  it("gets only the colleague's reply to the employee; the assistant stores and sends nothing", async () => {
    const phone = "+31650000101";
    chat.setDelay(COMPOSING_MS);
    const asked = chat.requests.length;
    await twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
      from: phone,
      to: SENDER,
      body: "Hoeveel vakantiedagen heb ik per jaar als ik parttime werk?",
      accountSid: account.accountSid,
    });
    // The assistant is composing: the model has been asked and has not answered yet.
    await eventually(() => chat.requests.length > asked, 20_000);
    const id = await eventually(
      async () =>
        (
          await app.sql`select id from conversations where organization_id = ${owner.org} and customer_phone = ${phone}`
        )[0]?.id as string,
    );
    await eventually(async () =>
      (await zo.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some((r) => r.id === id),
    );
    const inbound = (
      await app.sql`select id from whatsapp_messages where conversation_id = ${id} and direction = 'inbound'`
    )[0].id as string;
    expect(await zo.mutate(mutators.conversation.takeOver({ id })).server).toMatchObject({ type: "success" });
    const colleagueSays = "Ik kijk het even na in je contract, ik laat het je vandaag weten.";
    const replied = await zo.mutate(
      mutators.conversation.reply({ id: randomUUID(), conversation_id: id, body: colleagueSays, now: Date.now() }),
    ).server;
    expect(replied).toMatchObject({ type: "success" });
    // The answer job is done with the message once its outbox row is gone.
    await eventually(
      async () => (await app.sql`select 1 from system.assistant_outbox where message_id = ${inbound}`).length === 0,
      30_000,
    );
    await eventually(() => sentTo(phone).length >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sentTo(phone).map((m) => m.body)).toEqual([colleagueSays]);
    const outbound = await app.sql`select is_from_bot from whatsapp_messages
      where conversation_id = ${id} and direction = 'outbound'`;
    expect(outbound).toEqual([{ is_from_bot: false }]);
    expect((await app.sql`select handled_by, taken_over_by from conversations where id = ${id}`)[0]).toEqual({
      handled_by: "human",
      taken_over_by: owner.userId,
    });
    chat.setDelay(0);
  });
});
