import { describe, expect, it } from "vitest";
import { twilioErrorText } from "./twilio-error-text.ts";

describe("twilioErrorText", () => {
  it("says in Dutch what a known code means and what to do", () => {
    expect(
      twilioErrorText("63016", "Failed to send freeform message because you are outside the allowed window."),
    ).toBe(
      "Foutcode 63016: Buiten het 24-uursvenster: WhatsApp staat alleen een goedgekeurde template toe. Verstuur een template, of wacht tot de medewerker zelf een bericht stuurt.",
    );
    expect(twilioErrorText("no_credentials")).toMatch(/^Er zijn geen Twilio-gegevens ingesteld/);
  });
  it("falls back to Twilio's own message, then to the code alone", () => {
    expect(twilioErrorText("12345", "Something odd")).toBe("Foutcode 12345: Something odd");
    expect(twilioErrorText("12345")).toBe("Foutcode 12345");
    expect(twilioErrorText(null, null)).toBe("Het bericht is niet afgeleverd.");
  });
});
