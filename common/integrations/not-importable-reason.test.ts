import { describe, expect, it } from "vitest";
import { nl } from "../i18n/nl.ts";
import { notImportableReason } from "./not-importable-reason.ts";

describe("notImportableReason", () => {
  it("gives the last import's reason first, then inactive in Fleks, then no phone", () => {
    expect(notImportableReason({ import_note: nl.fleksActions.duplicatePhone, phone: "+31611111111" })).toBe(
      nl.fleksActions.duplicatePhone,
    );
    expect(notImportableReason({ status: "Inactive", phone: "+31611111111" })).toBe(nl.fleksActions.inactiveInFleks);
    expect(notImportableReason({ status: "active", phone: "  " })).toBe(nl.fleksActions.noPhone);
    expect(notImportableReason({ status: null, phone: "+31611111111" })).toBeNull();
  });
});
