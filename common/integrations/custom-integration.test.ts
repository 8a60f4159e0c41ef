import { describe, expect, it } from "vitest";
import { nl } from "../i18n/nl.ts";
import { customIntegrationInput, PROVIDERS_BY_TYPE, parseAdditionalConfig } from "./custom-integration.ts";

const t = nl.integrations;
const valid = {
  name: "Salaris",
  integration_type: "payroll",
  provider: "AFAS",
  api_endpoint: "https://api.voorbeeld.nl/v1",
  api_key: "sleutel-123",
};

describe("custom integration input", () => {
  it("accepts the spec's fields with {} as the default config", () => {
    expect(customIntegrationInput.parse(valid)).toEqual({ ...valid, additional_config: {} });
  });

  it("uses the type's 'Anders' for a blank provider and refuses one from another type's list", () => {
    expect(customIntegrationInput.parse({ ...valid, provider: "" }).provider).toBe("Anders");
    const wrong = customIntegrationInput.safeParse({ ...valid, provider: "Bullhorn" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ["provider"], message: t.providerInvalid });
  });

  it("refuses a blank name and key, a non-http URL and the staffing type, in Dutch", () => {
    const r = customIntegrationInput.safeParse({
      ...valid,
      name: " ",
      api_key: "",
      api_endpoint: "ftp://x.nl",
      integration_type: "staffing",
    });
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual(
      [t.nameRequired, t.apiKeyRequired, t.endpointInvalid, t.typeInvalid].sort(),
    );
  });

  it("lists the spec's providers per type, each ending with 'Anders'", () => {
    expect(PROVIDERS_BY_TYPE.planning).toEqual(["Shiftbase", "Tempo-Team", "Planning.nl", "PlanMeister", "Anders"]);
    for (const list of Object.values(PROVIDERS_BY_TYPE)) expect(list.at(-1)).toBe("Anders");
  });
});

describe("additional config text", () => {
  it("is {} when blank and must be a flat JSON object", () => {
    expect(parseAdditionalConfig("  ")).toEqual({ ok: true, value: {} });
    expect(parseAdditionalConfig('{"omgeving": "productie", "timeout": 30}')).toEqual({
      ok: true,
      value: { omgeving: "productie", timeout: 30 },
    });
    expect(parseAdditionalConfig("{omgeving: productie}")).toEqual({ ok: false, message: t.configInvalid });
    expect(parseAdditionalConfig("[1, 2]")).toEqual({ ok: false, message: t.configNotObject });
    expect(parseAdditionalConfig('{"a": {"b": 1}}')).toEqual({ ok: false, message: t.configNotObject });
    expect(
      parseAdditionalConfig(
        JSON.stringify({
          a: "x".repeat(1999),
          b: "x".repeat(1999),
          c: "x".repeat(1999),
          d: "x".repeat(1999),
          e: "x".repeat(1999),
          f: "x".repeat(1999),
        }),
      ),
    ).toEqual({
      ok: false,
      message: t.configTooLarge,
    });
  });
});

describe("secrets in the additional config", () => {
  // Every member of the organisation syncs the config; only the API key is sealed.
  it("refuses a key named like a secret, in any spelling, and points to the API key field", () => {
    for (const name of [
      "client_secret",
      "token",
      "AFAS-Token",
      "password",
      "Wachtwoord",
      "apiKey",
      "api_key",
      "nmbrsKey",
      "credentials",
      "sleutel",
      "api_sleutel",
      "Geheim",
      "klantgeheim",
      "bearer",
      "Bearer-Token",
      "token_value",
    ]) {
      const parsed = parseAdditionalConfig(JSON.stringify({ omgeving: "productie", [name]: "geheim-123" }));
      expect(parsed, name).toEqual({ ok: false, message: t.configSecret(name) });
    }
    expect(t.configSecret("token")).toContain("vul een geheim in bij API key");
  });

  it("keeps names that say where or which secret: ending in url, uri, endpoint or id, in any case and spelling", () => {
    for (const name of [
      "token_url",
      "keyId",
      "key_id",
      "public_key_url",
      "TOKEN_URL",
      "tokenUri",
      "secret-endpoint",
      "auth.token.endpoint",
      "ClientID",
      "api key id",
    ]) {
      const parsed = parseAdditionalConfig(JSON.stringify({ omgeving: "productie", [name]: "https://x.nl/t" }));
      expect(parsed.ok, name).toBe(true);
    }
  });

  it("refuses it through the integration's own schema too, and keeps ordinary settings", () => {
    const r = customIntegrationInput.safeParse({
      ...valid,
      additional_config: { omgeving: "test", loket_client_secret: "x" },
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual([t.configSecret("loket_client_secret")]);
    expect(parseAdditionalConfig('{"omgeving": "productie", "administratie": 12, "actief": true}').ok).toBe(true);
  });
});
