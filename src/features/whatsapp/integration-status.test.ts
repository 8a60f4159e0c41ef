import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { errorsFromFailure, statusFromFailure, statusFromHealth } from "./integration-status.ts";

describe("WhatsApp integration status", () => {
  it("follows the health answer", () => {
    expect(statusFromHealth({ configured: true, health: "ok", errors: [] })).toBe("ready");
    expect(statusFromHealth({ configured: true, health: "error", errors: ["Account suspended"] })).toBe("error");
    expect(statusFromHealth({ configured: false, health: "not_configured", errors: [] })).toBe("awaiting_number");
  });
  it("a failed check: credentials problems and generic HTTP errors await a number, the rest is an error", () => {
    expect(statusFromFailure(nl.whatsapp.notConfigured, false)).toBe("awaiting_number");
    expect(statusFromFailure(nl.whatsapp.invalidCredentials, false)).toBe("awaiting_number");
    expect(statusFromFailure("De server gaf geen bruikbaar antwoord. Probeer het opnieuw.", true)).toBe(
      "awaiting_number",
    );
    expect(statusFromFailure("Service unavailable", false)).toBe("error");
  });
  it("lists a failure as an error, but not that nothing is connected yet", () => {
    expect(errorsFromFailure(nl.whatsapp.notConfigured)).toEqual([]);
    expect(errorsFromFailure(nl.whatsapp.invalidCredentials)).toEqual([nl.whatsapp.invalidCredentials]);
  });
});
