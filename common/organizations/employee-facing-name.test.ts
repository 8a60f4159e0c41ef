import { describe, expect, it } from "vitest";
import { employeeFacingName } from "./employee-facing-name.ts";

describe("employeeFacingName", () => {
  it("prefers the display name, then the name", () => {
    expect(employeeFacingName({ name: "Bakkerij Vos B.V.", display_name: "Bakkerij Vos" })).toBe("Bakkerij Vos");
    expect(employeeFacingName({ name: "Bakkerij Vos B.V.", display_name: null })).toBe("Bakkerij Vos B.V.");
  });

  it("never the placeholder a sign-up starts with, which holds the HR colleague's name", () => {
    expect(employeeFacingName({ name: "Mijn organisatie (Marieke de Boer)", display_name: null })).toBeNull();
    expect(employeeFacingName({ name: "Mijn organisatie (Marieke de Boer)", display_name: "Bakkerij Vos" })).toBe(
      "Bakkerij Vos",
    );
  });
});
