import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, type TestZero, uncheckedMutator, verdict } from "../support/zero-client.ts";

// The settings the WhatsApp assistant reads (employees, verification, AI instructions),
// driven as real users through the real zero-cache.
//
// A Zero client runs each mutator on its own copy first and never sends one that throws
// there, so an ordinary client refusing proves nothing about the server. The "rogue"
// client below registers the same mutator names with bodies that check nothing (what a
// tampered browser could do): whatever it gets refused, the server refused.
const noop = uncheckedMutator;
const rogueMutators = defineMutators({
  employee: { create: noop(), update: noop(), setActive: noop(), delete: noop() },
  organization: { updateVerification: noop(), updateCustomInstructions: noop(), updateHrHours: noop() },
});

let app: Stack;
let alice: Owner; // owner of org A
let bob: Owner; // owner of org B
let za: TestZero;
let zb: TestZero;
let rogue: Awaited<ReturnType<typeof connectRogue>>;

const orgRow = async (id: string) => (await app.sql`select * from organizations where id = ${id}`)[0];
const employeesOf = (organizationId: string) =>
  app.sql`select first_name, phone_number, is_active from employees where organization_id = ${organizationId} order by first_name`;

const serverVerdict = (zero: TestZero, mutation: Parameters<TestZero["mutate"]>[0]) => verdict(zero.mutate(mutation));

/** What the browser has loaded on the settings page, so the optimistic run sees what the user sees. */
function syncSettings(zero: TestZero, organizationId: string) {
  zero.materialize(queries.organizations.visible({ scope: "member" }));
  zero.materialize(queries.members.ofOrganization({ organizationId }));
  zero.materialize(queries.employees.ofOrganization({ organizationId }));
}

const connectRogue = (user: TestUser) => app.openUncheckedZero(user, rogueMutators);

const employee = (organizationId: string, first: string, phone: string | null) => ({
  id: randomUUID(),
  organization_id: organizationId,
  first_name: first,
  last_name: "Test",
  phone_number: phone,
  email: null,
  employee_number: null,
  now: Date.now(),
});

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("alice-settings@a.nl", "Alice A");
  bob = await app.signUpOwner("bob-settings@b.nl", "Bob B");
  za = await app.openZero(alice);
  zb = await app.openZero(bob);
  syncSettings(zb, bob.org);
  rogue = await connectRogue(alice);
  // Bob's page is loaded once his own organisation and membership have arrived.
  await eventually(
    async () => (await zb.run(queries.members.ofOrganization({ organizationId: bob.org }))).length === 1,
  );
});

afterAll(async () => {
  await app?.stop();
});

describe("employees, verification and AI instructions across organisations", () => {
  it("the owner adds employees; the same phone twice in one organisation is refused", async () => {
    expect(await serverVerdict(zb, mutators.employee.create(employee(bob.org, "Els", "+31612345678")))).toEqual({
      type: "success",
    });
    // The client's copy has no unique index, so this reaches the database, which refuses it.
    const twice = await serverVerdict(zb, mutators.employee.create(employee(bob.org, "Jan", "+31612345678")));
    expect(twice.type).toBe("error");
    // The settings screen recognises this message and shows its Dutch duplicate-phone text.
    expect(twice.type === "error" && twice.message).toMatch(/unique|duplicate/i);
    // Another organisation may know the same person under the same number.
    syncSettings(za, alice.org);
    await eventually(
      async () => (await za.run(queries.members.ofOrganization({ organizationId: alice.org }))).length === 1,
    );
    expect(await serverVerdict(za, mutators.employee.create(employee(alice.org, "Els", "+31612345678")))).toEqual({
      type: "success",
    });
    expect(await employeesOf(bob.org)).toEqual([{ first_name: "Els", phone_number: "+31612345678", is_active: true }]);
  });

  it("a member of another organisation can neither read nor change its employees", async () => {
    const [target] = await app.sql`select id from employees where organization_id = ${bob.org}`;
    // Bob sees his own employee through Zero; Alice asking for org B gets nothing.
    const bobs = await zb.run(queries.employees.ofOrganization({ organizationId: bob.org }), { type: "complete" });
    expect(bobs.map((e) => e.first_name)).toEqual(["Els"]);
    expect(await za.run(queries.employees.ofOrganization({ organizationId: bob.org }), { type: "complete" })).toEqual(
      [],
    );

    for (const attempt of [
      rogue.mutate(rogueMutators.employee.create(employee(bob.org, "Indringer", "+31600000001"))),
      rogue.mutate(rogueMutators.employee.setActive({ id: target.id, is_active: false, now: Date.now() })),
      rogue.mutate(rogueMutators.employee.delete({ id: target.id })),
    ]) {
      expect(await verdict(attempt)).toEqual({ type: "error", message: "Niet gevonden of geen toegang" });
    }
    expect(await employeesOf(bob.org)).toEqual([{ first_name: "Els", phone_number: "+31612345678", is_active: true }]);
  });

  it("a member of another organisation cannot change its verification settings or AI instructions", async () => {
    const before = await orgRow(bob.org);
    for (const attempt of [
      rogue.mutate(
        rogueMutators.organization.updateVerification({
          id: bob.org,
          verification_required: true,
          verification_methods: ["email"],
          now: Date.now(),
        }),
      ),
      rogue.mutate(
        rogueMutators.organization.updateCustomInstructions({
          id: bob.org,
          custom_instructions: "Gekaapt",
          now: Date.now(),
        }),
      ),
      rogue.mutate(
        rogueMutators.organization.updateHrHours({
          id: bob.org,
          hr_hours: { days: [7], from: "03:00", to: "04:00" },
          now: Date.now(),
        }),
      ),
    ]) {
      expect(await verdict(attempt)).toEqual({ type: "error", message: "Niet gevonden of geen toegang" });
    }
    expect(await orgRow(bob.org)).toEqual(before);
  });

  it("the owner saves verification settings and instructions; required without a method is refused", async () => {
    expect(
      await serverVerdict(
        zb,
        mutators.organization.updateVerification({
          id: bob.org,
          verification_required: true,
          verification_methods: ["employee_number"],
          now: Date.now(),
        }),
      ),
    ).toEqual({ type: "success" });
    // Bob's own client without client-side checks: what it gets, the server decided.
    const bobRogue = await connectRogue(bob);
    expect(
      await verdict(
        bobRogue.mutate(
          rogueMutators.organization.updateCustomInstructions({
            id: bob.org,
            custom_instructions: "  Spreek medewerkers aan met je.\n",
            now: Date.now(),
          }),
        ),
      ),
    ).toEqual({ type: "success" });
    // The server itself keeps one method while verification is on.
    const noMethod = await verdict(
      bobRogue.mutate(
        rogueMutators.organization.updateVerification({
          id: bob.org,
          verification_required: true,
          verification_methods: [],
          now: Date.now(),
        }),
      ),
    );
    expect(noMethod.type).toBe("error");
    // HR's hours: days kept once each in week order; no day, or an end before the start, is refused.
    const hours = (hr_hours: { days: number[]; from: string; to: string }) =>
      verdict(bobRogue.mutate(rogueMutators.organization.updateHrHours({ id: bob.org, hr_hours, now: Date.now() })));
    expect(await hours({ days: [5, 1, 3, 1], from: "08:30", to: "17:00" })).toEqual({ type: "success" });
    for (const bad of [
      { days: [], from: "08:30", to: "17:00" },
      { days: [1], from: "17:00", to: "08:30" },
      { days: [8], from: "08:30", to: "17:00" },
      { days: [1], from: "8:30", to: "17:00" },
      { days: [1], from: "08:30", to: "24:00" },
    ])
      expect((await hours(bad)).type).toBe("error");
    const row = await orgRow(bob.org);
    expect([row.verification_required, row.verification_methods, row.custom_instructions, row.hr_hours]).toEqual([
      true,
      ["employee_number"],
      "Spreek medewerkers aan met je.",
      { days: [1, 3, 5], from: "08:30", to: "17:00" },
    ]);
  });

  it("an ordinary member reads the employees but cannot change them or the settings", async () => {
    const carol = await app.signUpMember(bob.org, "carol-settings@b.nl", "Carol C");
    const zc = await app.openZero(carol);
    const seen = await eventually(async () => {
      const rows = await zc.run(queries.employees.ofOrganization({ organizationId: bob.org }), { type: "complete" });
      return rows.length === 1 ? rows : undefined;
    });
    expect(seen.map((e) => e.phone_number)).toEqual(["+31612345678"]);
    const carolRogue = await connectRogue(carol);
    const [target] = await app.sql`select id from employees where organization_id = ${bob.org}`;
    const before = await orgRow(bob.org);
    for (const attempt of [
      carolRogue.mutate(rogueMutators.employee.create(employee(bob.org, "Piet", "+31600000002"))),
      carolRogue.mutate(rogueMutators.employee.setActive({ id: target.id, is_active: false, now: Date.now() })),
      carolRogue.mutate(rogueMutators.employee.delete({ id: target.id })),
      carolRogue.mutate(
        rogueMutators.organization.updateVerification({
          id: bob.org,
          verification_required: false,
          verification_methods: ["email"],
          now: Date.now(),
        }),
      ),
      carolRogue.mutate(
        rogueMutators.organization.updateCustomInstructions({
          id: bob.org,
          custom_instructions: "Nee",
          now: Date.now(),
        }),
      ),
      carolRogue.mutate(rogueMutators.organization.updateHrHours({ id: bob.org, hr_hours: null, now: Date.now() })),
    ]) {
      expect(await verdict(attempt)).toEqual({ type: "error", message: "Niet gevonden of geen toegang" });
    }
    expect(await employeesOf(bob.org)).toEqual([{ first_name: "Els", phone_number: "+31612345678", is_active: true }]);
    expect(await orgRow(bob.org)).toEqual(before);
  });

  it("a phone number cut short is refused by the server too, for a new and a changed employee, saying what to type", async () => {
    // QA finding 9: "0612" got "Gebruik E.164 formaat"; a number a digit short got through.
    const [els] = await app.sql`select id, updated_at from employees where organization_id = ${alice.org}`;
    const short = "+3161234567";
    const { organization_id: _, ...changed } = { ...employee(alice.org, "Els", short), id: els.id };
    for (const attempt of [
      rogue.mutate(rogueMutators.employee.create(employee(alice.org, "Kort", short))),
      rogue.mutate(rogueMutators.employee.update(changed)),
    ]) {
      expect(await verdict(attempt)).toEqual({ type: "error", message: nl.employees.invalidPhone });
    }
    expect(nl.employees.invalidPhone).toBe("Vul een volledig mobiel nummer in, bijv. 06 12345678.");
    expect(await employeesOf(alice.org)).toEqual([
      { first_name: "Els", phone_number: "+31612345678", is_active: true },
    ]);
  });

  it("the owner switches an employee inactive and deletes it", async () => {
    const [target] = await app.sql`select id from employees where organization_id = ${bob.org}`;
    expect(
      await serverVerdict(zb, mutators.employee.setActive({ id: target.id, is_active: false, now: Date.now() })),
    ).toEqual({ type: "success" });
    expect(await employeesOf(bob.org)).toEqual([{ first_name: "Els", phone_number: "+31612345678", is_active: false }]);
    expect(await serverVerdict(zb, mutators.employee.delete({ id: target.id }))).toEqual({ type: "success" });
    expect(await employeesOf(bob.org)).toEqual([]);
  });
});
