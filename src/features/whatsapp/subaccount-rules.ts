import type { Subaccount, SubaccountStatus } from "../../../common/whatsapp/twilio-api-types.ts";

export type SubaccountAction = "suspend" | "reactivate" | "close";

const TARGET: Record<SubaccountAction, SubaccountStatus> = {
  suspend: "suspended",
  reactivate: "active",
  close: "closed",
};

/** The row menu: Suspend unless suspended or closed, Reactivate unless active, Close unless closed. */
export function subaccountActions(
  status: SubaccountStatus,
): Array<{ action: SubaccountAction; status: SubaccountStatus }> {
  const shown: SubaccountAction[] = [];
  if (status !== "suspended" && status !== "closed") shown.push("suspend");
  if (status !== "active") shown.push("reactivate");
  if (status !== "closed") shown.push("close");
  return shown.map((action) => ({ action, status: TARGET[action] }));
}

/** Search by friendly name, case-insensitive contains, on the client. */
export function filterSubaccounts(list: readonly Subaccount[], query: string): Subaccount[] {
  const q = query.trim().toLocaleLowerCase("nl-NL");
  if (!q) return [...list];
  return list.filter((s) => s.friendly_name.toLocaleLowerCase("nl-NL").includes(q));
}
