import { describe, expect, it } from "vitest";
import { withoutSectionNumber } from "./without-section-number.ts";

describe("withoutSectionNumber", () => {
  it("drops a numbered heading's section number", () => {
    expect(withoutSectionNumber("2. Toeslagen")).toBe("Toeslagen");
    expect(withoutSectionNumber("2.1 Ziekte")).toBe("Ziekte");
    expect(withoutSectionNumber("3.2.1. Melden")).toBe("Melden");
    // Word and PDF handbooks number their chapters without a dot.
    expect(withoutSectionNumber("1 Inleiding")).toBe("Inleiding");
    expect(withoutSectionNumber("4\u00A0Verlof en ziekte")).toBe("Verlof en ziekte");
  });

  it("keeps a number that belongs to the title, and a heading that is only a number", () => {
    expect(withoutSectionNumber("3 dagen verlof")).toBe("3 dagen verlof");
    expect(withoutSectionNumber("2026")).toBe("2026");
    expect(withoutSectionNumber("1.")).toBe("1.");
    expect(withoutSectionNumber("Toeslagen in 2026")).toBe("Toeslagen in 2026");
  });
});
