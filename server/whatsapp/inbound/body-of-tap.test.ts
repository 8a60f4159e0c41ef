import { describe, expect, it } from "vitest";
import { optOutOf } from "../assistant/opt-out.ts";
import { bodyOfTap } from "./body-of-tap.ts";

describe("bodyOfTap", () => {
  it("reads an opt-out button as STOP, by its payload or its label", () => {
    expect(bodyOfTap("Geen berichten", "STOP")).toBe("STOP");
    expect(bodyOfTap("Stop promoties", "marketing_opt_out")).toBe("STOP");
    expect(optOutOf(bodyOfTap("Stop promoties", "marketing_opt_out"))).toBe("stop");
  });
  it("leaves other taps and typed messages as they are", () => {
    expect(bodyOfTap("Ja, graag", "yes")).toBe("Ja, graag");
    expect(bodyOfTap("stop", undefined)).toBe("stop");
  });
});
