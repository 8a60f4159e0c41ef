import { describe, expect, it } from "vitest";
import {
  credentialsProblem,
  friendlyNameProblem,
  normaliseSender,
  templateProblem,
  testMessageProblem,
} from "./whatsapp-validation.ts";

describe("WhatsApp validation", () => {
  const ok = { account_sid: `AC${"0a".repeat(16)}`, auth_token: "token", whatsapp_sender: "+31612345678" };
  it("credentials: SID and sender first, then the token, then E.164", () => {
    expect(credentialsProblem(ok)).toBeNull();
    expect(credentialsProblem({ ...ok, account_sid: " ", auth_token: "" })).toEqual({
      title: "Vul verplichte velden in",
      description: "Account SID en WhatsApp nummer zijn verplicht.",
    });
    expect(credentialsProblem({ ...ok, auth_token: "" })).toEqual({
      title: "Vul alle velden in",
      description: "Auth Token is verplicht in handmatige modus.",
    });
    expect(credentialsProblem({ ...ok, whatsapp_sender: "0612345678" })).toEqual({
      title: "Ongeldig nummer formaat",
      description: "WhatsApp nummer moet in E.164 formaat zijn (bijv. +31612345678)",
    });
  });
  it("credentials: an empty token keeps the stored one for the same Account SID, not for another", () => {
    // QA finding 10: changing only the sender asked for the token again.
    expect(credentialsProblem({ ...ok, auth_token: "" }, ok.account_sid)).toBeNull();
    expect(
      credentialsProblem({ ...ok, auth_token: " ", account_sid: ` ${ok.account_sid} ` }, ok.account_sid),
    ).toBeNull();
    expect(credentialsProblem({ ...ok, auth_token: "" }, `AC${"0b".repeat(16)}`)?.description).toBe(
      "Auth Token is verplicht in handmatige modus.",
    );
  });
  it("credentials: a sender as the Twilio Console shows it is taken; an API key is no Account SID", () => {
    expect(normaliseSender("whatsapp:+31 85 000 1111")).toBe("+31850001111");
    expect(normaliseSender(" +31 (0)6-1234.5678 ")).toBe("+31612345678");
    expect(normaliseSender("0612345678")).toBe("0612345678");
    expect(credentialsProblem({ ...ok, whatsapp_sender: "whatsapp:+31 85 000 1111" })).toBeNull();
    expect(credentialsProblem({ ...ok, account_sid: `SK${"0a".repeat(16)}` })?.description).toMatch(
      /^Een Account SID begint met AC/,
    );
  });
  it("test message: both fields, then E.164 (plus sign and 8 to 15 digits)", () => {
    expect(testMessageProblem({ to: "+31612345678", message: "Hoi" })).toBeNull();
    expect(testMessageProblem({ to: "+31612345678", message: "  " })?.description).toBe(
      "Telefoonnummer en bericht zijn verplicht.",
    );
    expect(testMessageProblem({ to: "+1234567", message: "x" })?.description).toBe(
      "Gebruik E.164 formaat (bijv. +31612345678)",
    );
    expect(testMessageProblem({ to: "+1234567890123456", message: "x" })?.title).toBe("Ongeldig nummer formaat");
  });
  it("subaccount name must not be blank after trimming", () => {
    expect(friendlyNameProblem("  ")).toEqual({ title: "Naam verplicht", description: "Vul een Friendly Name in." });
    expect(friendlyNameProblem(" Vestiging Utrecht ")).toBeNull();
  });
  it("template: name and HX sid required", () => {
    expect(templateProblem({ name: "", template_sid: "HX1" })).toEqual({
      title: "Missing fields",
      description: "Please fill in all required fields",
    });
    expect(templateProblem({ name: "Welkom", template_sid: "AB12" })?.title).toBe("Error adding template");
    expect(templateProblem({ name: "Welkom", template_sid: "HXabc123" })).toBeNull();
  });
});
