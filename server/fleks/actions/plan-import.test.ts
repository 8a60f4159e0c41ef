import { describe, expect, it } from "vitest";
import { type LocalEmployee, type PlatformEmployee, planImport } from "./plan-import.ts";

const platform = (uuid: string, phone: string | null, more: Partial<PlatformEmployee> = {}): PlatformEmployee => ({
  uuid,
  first_name: "Emma",
  last_name: "de Vries",
  email: null,
  phone,
  employee_number: null,
  ...more,
});
const local = (id: string, phone: string | null, more: Partial<LocalEmployee> = {}): LocalEmployee => ({
  id,
  first_name: "Emma",
  last_name: "de Vries",
  phone_number: phone,
  email: null,
  employee_number: null,
  external_id: null,
  onboarded_at: null,
  ...more,
});

describe("planImport", () => {
  it("creates new employees with their phone in E.164 and skips those without phone", () => {
    const plan = planImport([platform("a", "06 12345678"), platform("b", null), platform("c", "12")], []);
    expect(plan.creates).toEqual([expect.objectContaining({ phone_number: "+31612345678", external_id: "a" })]);
    expect(plan.changes.map((c) => `${c.action}:${c.record}:${c.reason ?? ""}`)).toEqual([
      "create:a:",
      "skip:b:Geen telefoonnummer",
      "skip:c:Ongeldig telefoonnummer",
    ]);
    expect(plan.welcome.map((w) => w.record)).toEqual(["a"]);
  });

  it("matches on the external id first, then on phone (linking it), and counts equal ones unchanged", () => {
    const plan = planImport(
      [platform("a", "+31612345678", { first_name: "Em" }), platform("b", "0611111111"), platform("c", "0622222222")],
      [
        local("1", "+31699999999", { external_id: "a" }),
        local("2", "+31611111111"),
        local("3", "+31622222222", { external_id: "c", onboarded_at: new Date() }),
      ],
    );
    expect(plan.creates).toEqual([]);
    expect(plan.updates.map((u) => `${u.id}:${u.external_id}:${u.phone_number}:${u.first_name}`)).toEqual([
      "1:a:+31612345678:Em",
      "2:b:+31611111111:Emma",
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.welcome.map((w) => w.record)).toEqual(["a", "b"]);
  });

  it("keeps a stored e-mail and employee number when Fleks has none", () => {
    const plan = planImport(
      [platform("a", "+31612345678")],
      [local("1", "+31612345678", { external_id: "a", email: "e@x.nl", employee_number: "7" })],
    );
    expect(plan.unchanged).toBe(1);
  });

  it("skips a phone linked to another platform employee or used twice in Fleks", () => {
    const plan = planImport(
      [platform("a", "+31612345678"), platform("b", "+31611111111"), platform("c", "+31611111111")],
      [local("1", "+31612345678", { external_id: "z" })],
    );
    expect(plan.changes.map((c) => `${c.action}:${c.record}:${c.reason ?? ""}`)).toEqual([
      "skip:a:Telefoonnummer hoort bij een andere gekoppelde medewerker",
      "create:b:",
      "skip:c:Telefoonnummer komt vaker voor in Fleks",
    ]);
  });
});
