import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { simulatorPhone } from "./simulator-phone.ts";

describe("simulatorPhone", () => {
  it("takes a number as staff write it, sent as WhatsApp has it", () => {
    expect(simulatorPhone("06 1234 5678")).toEqual({ phone: "+31612345678", problem: null });
    expect(simulatorPhone("+31 6-1234 5678")).toEqual({ phone: "+31612345678", problem: null });
  });

  it("refuses a number cut short with the employee form's message, not the E.164 one (was 'Gebruik E.164 formaat')", () => {
    for (const typed of ["0612", "+3161234567", "+310612", "06"])
      expect(simulatorPhone(typed).problem, typed).toBe(nl.employees.invalidPhone);
  });
});
