import fs from "node:fs";
import { CONVERSATIONS as FIRST, MORE } from "./conversations-glans.ts";

const CONVERSATIONS = process.env.QA_BATCH === "2" ? MORE : FIRST;

import { type FakeTwilio, startFakeTwilio } from "../tests/fakes/twilio/fake-twilio-server.ts";
import { FAQS } from "../tests/support/cleaning-company-faqs.ts";
import { type Owner, type Stack, startStack } from "../tests/support/stack.ts";
import { eventually } from "../tests/support/zero-client.ts";

type TwilioAccount = ReturnType<FakeTwilio["createAccount"]>;

// QA run (not a product test): a cleaning company's employees, through the signed webhook.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
const SENDER = "+3197010000071";
const OUT = process.env.QA_OUT ?? "/tmp/qa-q1-transcript.json";

async function setUp() {
  twilio = await startFakeTwilio();
  app = await startStack({ own: true, twilio, fakes: [twilio] });
  owner = await app.signUpOwner("hr@glans-qa-q1.nl", "Petra Jansen");
  await app.sql`update organizations set name = 'Glans Schoonmaak & Personeel' where id = ${owner.org}`;
  account = twilio.createAccount();
  const saved = await app.api(owner, owner.org, "POST", "twilio/credentials", {
    account_sid: account.accountSid,
    auth_token: account.authToken,
    whatsapp_sender: SENDER,
  });
  if (saved.status !== 200) throw new Error(`credentials: ${saved.status}`);
  for (const [q, a] of FAQS)
    await app.sql`insert into faqs (id, organization_id, question, answer) values (gen_random_uuid(), ${owner.org}, ${q}, ${a})`;
  const md = fs.readFileSync(new URL("./handboek-glans.md", import.meta.url), "utf8");
  const up = await app.upload(owner, owner.org, "Personeelshandboek 2026.md", md, "text/markdown");
  const id = up.body.documents?.[0].id as string;
  await eventually(
    async () =>
      (await app.sql`select processing_status from documents where id = ${id}`)[0].processing_status === "completed",
    60_000,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function run() {
  const only = process.env.QA_ONLY ? new Set(process.env.QA_ONLY.split(",").map(Number)) : null;
  const out: unknown[] = [];
  for (const [n, conv] of CONVERSATIONS.entries()) {
    if (only && !only.has(n + 1)) continue;
    const phone = `+3161${String(7000000 + (process.env.QA_BATCH === "2" ? 100 : 0) + n).padStart(7, "0")}`;
    const sentTo = () => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`).length;
    for (const step of conv.steps) {
      const s = typeof step === "string" ? { body: step } : step;
      const before = sentTo();
      await twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
        from: phone,
        to: SENDER,
        body: s.body,
        media: s.media,
        profileName: "Medewerker",
      });
      if (s.quick) {
        await sleep(1000);
        continue;
      }
      await eventually(async () => sentTo() > before, Number(process.env.QA_WAIT_MS ?? 12_000)).catch(() => {});
      await sleep(400);
    }
    const messages = await app.sql`select m.direction, m.message_body as body, m.handover, m.confidence,
        m.explanation->>'note' as note, m.attachments, m.explanation as explanation
      from whatsapp_messages m join conversations c on c.id = m.conversation_id
      where c.organization_id = ${owner.org} and c.customer_phone = ${phone} order by m.created_at, m.id`;
    const notes = await app.sql`select n.title, n.message from notifications n join conversations c
        on c.id::text = n.data->>'conversation_id'
      where c.organization_id = ${owner.org} and c.customer_phone = ${phone} order by n.created_at`;
    const [c] = await app.sql`select * from conversations
      where organization_id = ${owner.org} and customer_phone = ${phone}`;
    out.push({ n: n + 1, name: conv.name, messages, notes, conversation: c });
    fs.writeFileSync(OUT, JSON.stringify(out, null, 1));
  }
}

try {
  await setUp();
  console.log("stack up", new Date().toISOString());
  await run();
} finally {
  await app?.stop();
}
