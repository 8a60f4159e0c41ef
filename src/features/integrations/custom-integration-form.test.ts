import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { emptyCustom, parseCustom } from "./custom-integration-form.ts";

const t = nl.integrations;

describe("custom integration form", () => {
  it("starts from a catalogue card's preset with {} as the config", () => {
    expect(emptyCustom({ name: "Shiftbase", type: "planning", provider: "Shiftbase" })).toMatchObject({
      name: "Shiftbase",
      integration_type: "planning",
      provider: "Shiftbase",
      additional_config: "{}",
    });
  });

  it("names each wrong field, invalid JSON included", () => {
    const r = parseCustom({ ...emptyCustom(), additional_config: "{niet: json" });
    expect(r).toEqual({
      ok: false,
      errors: {
        additional_config: t.configInvalid,
        name: t.nameRequired,
        api_endpoint: t.endpointInvalid,
        api_key: t.apiKeyRequired,
      },
    });
  });

  it("gives the route's input when valid", () => {
    const r = parseCustom({
      ...emptyCustom({ type: "hr" }),
      name: "Loket",
      provider: "Loket.nl",
      api_endpoint: "https://api.loket.nl",
      api_key: "k",
      additional_config: '{"klant": 12}',
    });
    expect(r).toEqual({
      ok: true,
      input: {
        name: "Loket",
        integration_type: "hr",
        provider: "Loket.nl",
        api_endpoint: "https://api.loket.nl",
        api_key: "k",
        additional_config: { klant: 12 },
      },
    });
  });
});
