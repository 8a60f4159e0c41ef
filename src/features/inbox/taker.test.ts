import { describe, expect, it } from "vitest";
import { colleagueOf, takerLabel } from "./taker.ts";

describe("takerLabel", () => {
  const petra = { taken_over_by: "u2", taker: { full_name: "Petra de Vries", email: "p@x.nl" } };
  it("names the colleague who took it over, and says 'jou' for oneself", () => {
    expect(takerLabel(petra, "me")).toBe("Overgenomen door Petra de Vries");
    expect(takerLabel(petra, "u2")).toBe("Overgenomen door jou");
  });
  it("falls back to the e-mail address, and says nothing when nobody in particular has it", () => {
    expect(takerLabel({ taken_over_by: "u3", taker: { full_name: null, email: "a@x.nl" } }, "me")).toBe(
      "Overgenomen door a@x.nl",
    );
    expect(takerLabel({ taken_over_by: null }, "me")).toBeNull();
  });
  it("asks for confirmation only about a colleague, never oneself", () => {
    expect(colleagueOf(petra, "me")).toEqual({ id: "u2", name: "Petra de Vries" });
    expect(colleagueOf(petra, "u2")).toBeNull();
  });
});
