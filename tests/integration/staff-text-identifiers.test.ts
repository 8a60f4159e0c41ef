import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { startStack } from "../support/stack.ts";
import { type TestZero, uncheckedMutator } from "../support/zero-client.ts";

// What staff type and the product stores (FAQs, instructions, synonyms, employee fields)
// holds no BSN, IBAN or ID-document number: the server refuses the save in Dutch, even for
// a client that skips its own checks (a tampered browser).

let app: Stack;
let owner: Owner;
let rogueZero: TestZero;
const rogue = defineMutators({
  faq: { create: uncheckedMutator(), update: uncheckedMutator() },
  synonyms: { create: uncheckedMutator() },
  organization: { updateCustomInstructions: uncheckedMutator() },
  employee: { create: uncheckedMutator(), update: uncheckedMutator() },
});
const BSN = "111222333";
const IBAN = "NL91 ABNA 0417 1643 00";
const w = nl.privacy.identifierWhere;
const refused = nl.privacy.identifierRefused;

async function verdict(mutation: Parameters<TestZero["mutate"]>[0]): Promise<string> {
  const server = await rogueZero.mutate(mutation).server;
  return server.type === "error" ? JSON.stringify(server.error) : server.type;
}

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner("fg-tekst@a.nl", "Fenna Tekst");
  rogueZero = await app.openUncheckedZero(owner, rogue);
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

const faq = (fields: Record<string, unknown>) => ({
  id: randomUUID(),
  organization_id: owner.org,
  question: "Wat is het rekeningnummer voor declaraties?",
  answer: "Declaraties gaan via het portaal.",
  is_active: true,
  ai_response_mode: "exact",
  requires_verification: false,
  alternative_questions: [],
  now: Date.now(),
  ...fields,
});

describe("staff-typed texts with a personal number are refused by the server", () => {
  it("an FAQ's question, answer and phrasings", async () => {
    expect(await verdict(rogue.faq.create(faq({ answer: `Maak het over naar ${IBAN}.` })))).toContain(
      refused(w.answer),
    );
    expect(await verdict(rogue.faq.create(faq({ question: `Wie heeft BSN ${BSN}?` })))).toContain(refused(w.question));
    expect(await verdict(rogue.faq.create(faq({ alternative_questions: [`mijn bsn is ${BSN} klopt dat`] })))).toContain(
      refused(w.phrasing),
    );
    const ok = faq({});
    expect(await verdict(rogue.faq.create(ok))).toBe("success");
    expect(await verdict(rogue.faq.update({ ...ok, organization_id: undefined, answer: `IBAN ${IBAN}` }))).toContain(
      refused(w.answer),
    );
    const stored = await app.sql`select question, answer, alternative_questions::text as alt from faqs
      where organization_id = ${owner.org}`;
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toMatch(/111222333|ABNA/);
  });

  it("the assistant's instructions and the organisation's synonyms", async () => {
    expect(
      await verdict(
        rogue.organization.updateCustomInstructions({
          id: owner.org,
          custom_instructions: `Noem nooit BSN ${BSN}.`,
          now: Date.now(),
        }),
      ),
    ).toContain(refused(w.instructions));
    expect(
      await verdict(
        rogue.synonyms.create({
          id: randomUUID(),
          organization_id: owner.org,
          term: "rekening",
          synonyms: [IBAN],
          now: Date.now(),
        }),
      ),
    ).toContain(refused(w.synonym));
    const [org] = await app.sql`select custom_instructions from organizations where id = ${owner.org}`;
    expect(org.custom_instructions ?? "").not.toContain(BSN);
    expect(await app.sql`select 1 from assistant_synonyms where organization_id = ${owner.org}`).toHaveLength(0);
  });

  it("an employee's personeelsnummer passing the 11-proef: refused unless the admin confirmed it is no BSN, when added or changed", async () => {
    const employee = {
      id: randomUUID(),
      organization_id: owner.org,
      first_name: "Jan",
      last_name: "Jansen",
      phone_number: "+31620007201",
      email: null,
      employee_number: BSN,
      now: Date.now(),
    };
    expect(await verdict(rogue.employee.create(employee))).toContain(nl.privacy.bsnConfirm);
    // The confirm never carries an IBAN.
    expect(
      await verdict(rogue.employee.create({ ...employee, employee_number: IBAN, employee_number_not_bsn: true })),
    ).toContain(refused(w.employeeNumber));
    expect(await verdict(rogue.employee.create({ ...employee, employee_number: "E-7" }))).toBe("success");
    const { organization_id: _, ...update } = employee;
    expect(await verdict(rogue.employee.update({ ...update, employee_number: "123456782" }))).toContain(
      nl.privacy.bsnConfirm,
    );
    const rows = await app.sql`select employee_number from employees where organization_id = ${owner.org}`;
    expect(rows).toEqual([{ employee_number: "E-7" }]);

    // Confirmed: saved, and the confirmation recorded with it (row and activity log).
    expect(
      await verdict(rogue.employee.update({ ...update, employee_number: "123456782", employee_number_not_bsn: true })),
    ).toBe("success");
    const [confirmed] =
      await app.sql`select employee_number, employee_number_not_bsn from employees where id = ${employee.id}`;
    expect(confirmed).toEqual({ employee_number: "123456782", employee_number_not_bsn: true });
    const [logged] = await app.sql`select actor_user_id, details from activity_log
      where organization_id = ${owner.org} and kind = 'employee_changed' and target = ${employee.id}
      order by created_at desc limit 1`;
    expect(logged).toMatchObject({ actor_user_id: owner.userId, details: { confirmedNotBsn: true } });
    // The confirmation goes with that number: another number clears it.
    expect(
      await verdict(rogue.employee.update({ ...update, employee_number: "E-8", employee_number_not_bsn: true })),
    ).toBe("success");
    const [cleared] = await app.sql`select employee_number_not_bsn from employees where id = ${employee.id}`;
    expect(cleared.employee_number_not_bsn).toBe(false);
  });
});
