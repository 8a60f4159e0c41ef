import { describe, expect, it } from "vitest";
import { besideHealthNews, tellsHealth } from "./tells-health.ts";

describe("health news kept from the models", () => {
  it("tells a sick report, an absence and a recovery from a question about the procedure", () => {
    expect(tellsHealth("ik ben ziek, heb griep en koorts")).toBe(true);
    expect(tellsHealth("ben weer fit vanaf morgen")).toBe(true);
    expect(tellsHealth("Hoe meld ik me ziek?")).toBe(false);
  });

  it("keeps only the question asked beside the news, or nothing when none is", () => {
    expect(besideHealthNews("ik voel me echt beroerd, hoe meld ik me af?")).toBe("hoe meld ik me af?");
    expect(besideHealthNews("ik ben ziek wie moet ik bellen?")).toBe("wie moet ik bellen?");
    expect(besideHealthNews("ik ben ziek, heb griep en koorts")).toBeNull();
  });
});
