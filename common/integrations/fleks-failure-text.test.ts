import { describe, expect, it } from "vitest";
import { fleksFailureText } from "./fleks-failure-text.ts";

describe("fleksFailureText", () => {
  it("says in Dutch what to check, whatever Fleks answered in English", () => {
    expect(fleksFailureText("unauthorized", "Invalid API key")).toBe(
      "Fleks weigert het token: controleer het API-token.",
    );
    expect(fleksFailureText("unreachable", "fetch failed (UND_ERR_SOCKET)")).toBe(
      "Fleks API niet bereikbaar: controleer de base URL.",
    );
  });
  it("keeps Fleks' own message for an HTTP error, the one detail only Fleks knows", () => {
    expect(fleksFailureText("http", "Internal Server Error")).toBe(
      "De Fleks API gaf een foutmelding. Internal Server Error",
    );
  });
});
