import { describe, expect, it } from "vitest";
import { isRewound, REWOUND_CURSOR, sameSettings } from "./sync-cursor.ts";

describe("sync cursor rewind", () => {
  it("compares settings whatever the key order, and tells a change", () => {
    const stored = { targetField: "city", required: false, sourceField: "city" };
    expect(sameSettings([stored], [{ sourceField: "city", targetField: "city", required: false }])).toBe(true);
    expect(sameSettings({ statuses: ["active"], labels: undefined }, { statuses: ["active"] })).toBe(true);
    expect(sameSettings({ statuses: ["active"] }, { statuses: ["active", "inactive"] })).toBe(false);
    expect(sameSettings([stored], [{ ...stored, transformer: "trim" }])).toBe(false);
  });

  it("reads the epoch as rewound, any later cursor or none as not", () => {
    expect(isRewound(new Date(REWOUND_CURSOR))).toBe(true);
    expect(isRewound(REWOUND_CURSOR)).toBe(true);
    expect(isRewound(new Date("2026-01-05"))).toBe(false);
    expect(isRewound(null)).toBe(false);
  });
});
