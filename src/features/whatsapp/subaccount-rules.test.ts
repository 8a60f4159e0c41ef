import { describe, expect, it } from "vitest";
import type { Subaccount } from "../../../common/whatsapp/twilio-api-types.ts";
import { filterSubaccounts, subaccountActions } from "./subaccount-rules.ts";

describe("subaccount menu", () => {
  const actions = (s: Parameters<typeof subaccountActions>[0]) => subaccountActions(s).map((a) => a.action);
  it("shows Suspend unless suspended or closed, Reactivate unless active, Close unless closed", () => {
    expect(actions("active")).toEqual(["suspend", "close"]);
    expect(actions("suspended")).toEqual(["reactivate", "close"]);
    expect(actions("closed")).toEqual(["reactivate"]);
  });
  it("each action sets its status", () => {
    expect(subaccountActions("active")).toEqual([
      { action: "suspend", status: "suspended" },
      { action: "close", status: "closed" },
    ]);
  });
});

describe("subaccount search", () => {
  const list: Subaccount[] = [
    { sid: "AC1", friendly_name: "Vestiging Utrecht", status: "active", date_created: null },
    { sid: "AC2", friendly_name: "Amsterdam Zuid", status: "active", date_created: null },
  ];
  it("matches the friendly name case-insensitively anywhere", () => {
    expect(filterSubaccounts(list, "UTRECHT").map((s) => s.sid)).toEqual(["AC1"]);
    expect(filterSubaccounts(list, "dam").map((s) => s.sid)).toEqual(["AC2"]);
    expect(filterSubaccounts(list, "  ")).toHaveLength(2);
    expect(filterSubaccounts(list, "rotterdam")).toEqual([]);
  });
});
