import { describe, expect, it } from "vitest";
import { foldForSearch } from "./fold-for-search.ts";

describe("foldForSearch", () => {
  it("drops accents and case, both ways", () => {
    expect(foldForSearch("Zoë Müller")).toBe("zoe muller");
    expect(foldForSearch("ÖZTÜRK")).toBe("ozturk");
    expect(foldForSearch("Çelik-Ağaoğlu")).toBe("celik-agaoglu");
  });
});
