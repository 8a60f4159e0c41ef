import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { type LocalEmployee, type PlatformEmployee, planImport } from "./plan-import.ts";

const platform = (uuid: string, phone: string | null, more: Partial<PlatformEmployee> = {}): PlatformEmployee => ({
  uuid,
  first_name: "Emma",
  last_name: "de Vries",
  email: null,
  phone,
  employee_number: null,
  status: "active",
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
  is_active: true,
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

  it("skips a number Medewerkers' form refuses, as the form would; an imported one keeps its number here", () => {
    const t = nl.fleksActions;
    const plan = planImport(
      [
        platform("a", "+44 20 1234"),
        platform("b", "+44 20 1234"),
        platform("c", "+4420 1234"),
        platform("d", "06 1234 5678"),
      ],
      [local("1", "+31699999999", { external_id: "c" })],
    );
    expect(plan.creates.map((c) => c.external_id)).toEqual(["d"]);
    expect(plan.updates).toEqual([]);
    // Not a shared number either: a number nobody can have identifies nobody.
    expect(plan.notes).toEqual([
      { uuid: "a", note: t.invalidPhone },
      { uuid: "b", note: t.invalidPhone },
      { uuid: "c", note: t.linkedNote(t.invalidPhone) },
      { uuid: "d", note: null },
    ]);
    expect(plan.changes.filter((c) => c.action === "skip")).toHaveLength(3);
  });

  it("skips a phone linked to another platform employee, and every holder of a number shared in Fleks", () => {
    const plan = planImport(
      [
        platform("a", "+31612345678"),
        platform("b", "+31611111111"),
        platform("c", "06 11111111"),
        platform("d", "+31622222222"),
      ],
      [local("1", "+31612345678", { external_id: "z" })],
    );
    expect(plan.changes.map((c) => `${c.action}:${c.record}:${c.reason ?? ""}`)).toEqual([
      "skip:a:Telefoonnummer hoort bij een andere gekoppelde medewerker",
      "skip:b:Telefoonnummer komt vaker voor in Fleks",
      "skip:c:Telefoonnummer komt vaker voor in Fleks",
      "create:d:",
    ]);
    expect(plan.welcome.map((w) => w.record)).toEqual(["d"]);
    expect(plan.notes).toEqual([
      { uuid: "a", note: "Telefoonnummer hoort bij een andere gekoppelde medewerker" },
      { uuid: "b", note: "Telefoonnummer komt vaker voor in Fleks" },
      { uuid: "c", note: "Telefoonnummer komt vaker voor in Fleks" },
      { uuid: "d", note: null },
    ]);
  });

  it("flags an imported employee whose number became shared in Fleks and leaves their details alone", () => {
    const plan = planImport(
      [platform("bram", "+31611110003", { first_name: "Bram" }), platform("sanne", "+31611110003")],
      [local("1", "+31611110003", { external_id: "bram", first_name: "Bram" })],
    );
    expect(plan.updates).toEqual([]);
    expect(plan.creates).toEqual([]);
    expect(plan.notes).toEqual([
      { uuid: "bram", note: expect.stringMatching(/^Telefoonnummer komt vaker voor in Fleks: .*Pas het aan in Fleks/) },
      { uuid: "sanne", note: "Telefoonnummer komt vaker voor in Fleks" },
    ]);
  });

  it("a number shared with someone inactive in Fleks still identifies the active one", () => {
    const plan = planImport([platform("a", "+31611110003"), platform("b", "+31611110003", { status: "inactive" })], []);
    expect(plan.changes.map((c) => `${c.action}:${c.record}:${c.reason ?? ""}`)).toEqual([
      "create:a:",
      "skip:b:Niet actief in Fleks",
    ]);
  });

  it("never creates or welcomes someone inactive in Fleks or inactive here", () => {
    const plan = planImport(
      [
        platform("iris", "+31611110012", { status: "Inactive" }),
        platform("jan", "+31611110013"),
        platform("kim", "+31611110014", { status: null }),
      ],
      [local("1", "+31611110012", { external_id: "iris" }), local("2", "+31611110013", { is_active: false })],
    );
    expect(plan.creates.map((c) => c.external_id)).toEqual(["kim"]);
    expect(plan.welcome.map((w) => w.record)).toEqual(["kim"]);
    expect(plan.changes.find((c) => c.record === "iris")?.reason).toBe("Niet actief in Fleks");
    expect(plan.unchanged).toBe(0);
  });

  it("says an unreadable number is invalid, not missing", () => {
    const plan = planImport([platform("a", "bel via kantoor"), platform("b", "  ")], []);
    expect(plan.changes.map((c) => c.reason)).toEqual(["Ongeldig telefoonnummer", "Geen telefoonnummer"]);
  });
});
