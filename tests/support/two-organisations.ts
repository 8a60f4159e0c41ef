import { type FakeTwilio, twilioClock } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "./stack.ts";
import { saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "./twilio.ts";
import { eventually } from "./zero-client.ts";

// The set-up the tests of how organisations share the worker and the send pace have in common
// (whatsapp-fairness, whatsapp-pace): two organisations on one stack, each with its own Twilio
// account and number, the same FAQ answered at both, and employees who ask and time the reply.

/** The question both organisations answer from their FAQ. */
export const QUESTION = "Hoeveel vakantiedagen heb ik per jaar?";

/** One employee's three questions in a row, each with its own answer (A's FAQ), to see their order. */
export const SERIES = [
  ["Wanneer wordt mijn salaris betaald?", "Je salaris wordt elke maand op de 25e betaald."],
  ["Waar vind ik mijn loonstrook?", "Je loonstrook staat in de app onder Documenten."],
  ["Hoe vraag ik verlof aan?", "Verlof vraag je aan bij je planner, minstens twee weken vooraf."],
] as const;

/** An organisation as the employees reach it: its owner, its Twilio account and its WhatsApp number. */
export type Side = { owner: Owner; org: string; account: TwilioAccount; sender: string };

export type TwoOrganisations = {
  app: Stack;
  twilio: FakeTwilio;
  a: Side;
  b: Side;
  /** What the fake Twilio got for `to` (an employee's number), oldest first. */
  sentTo(to: string): FakeTwilio["sent"];
  /** An employee's signed message to an organisation's number. */
  ask(side: Side, from: string, body: string): Promise<unknown>;
  /** Asks QUESTION once and returns how long the reply took to reach Twilio, in ms. */
  replyTime(side: Side, from: string, timeoutMs: number): Promise<number>;
};

/** An employee's number: `prefix` tells a test's groups of employees apart. */
export const phone = (prefix: string, i: number) => `+316${prefix}${String(i).padStart(4, "0")}`;

/**
 * Starts a stack with the fake Twilio and signs up organisations A and B (owners `emails`,
 * `names`), each with its own account and number (`senders`); both answer QUESTION, A also
 * the SERIES.
 */
export async function startTwoOrganisations(opts: {
  emails: [string, string];
  names: [string, string];
  senders: [string, string];
}): Promise<TwoOrganisations> {
  const { twilio, app } = await startStackWithTwilio();
  const side = async (i: 0 | 1): Promise<Side> => {
    const owner = await app.signUpOwner(opts.emails[i], opts.names[i]);
    const account = twilio.createAccount();
    await saveTwilioCredentials(app, owner, owner.org, account, opts.senders[i]);
    await app.sql`insert into faqs (id, organization_id, question, answer) values
      (gen_random_uuid(), ${owner.org}, ${QUESTION}, 'Je hebt 25 vakantiedagen per jaar.')`;
    return { owner, org: owner.org, account, sender: opts.senders[i] };
  };
  const a = await side(0);
  const b = await side(1);
  for (const [question, answer] of SERIES)
    await app.sql`insert into faqs (id, organization_id, question, answer) values
      (gen_random_uuid(), ${a.org}, ${question}, ${answer})`;
  const sentTo = (to: string) => twilio.sent.filter((m) => m.to === `whatsapp:${to}`);
  const ask = (side: Side, from: string, body: string) =>
    twilio.inbound(`${app.url}/api/webhooks/twilio/${side.org}`, side.account.authToken, {
      from,
      to: side.sender,
      body,
    });
  const replyTime = async (side: Side, from: string, timeoutMs: number) => {
    const start = twilioClock();
    await ask(side, from, QUESTION);
    const reply = await eventually(() => sentTo(from)[0], timeoutMs);
    return reply.receivedAt - start;
  };
  return { app, twilio, a, b, sentTo, ask, replyTime };
}
