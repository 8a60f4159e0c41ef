import { describe, expect, it } from "vitest";
import { readEnv } from "./config.ts";
import { createLlm } from "./integrations/llm/create-llm.ts";

describe("LLM configuration", () => {
  it("is off when LLM_BASE_URL is unset or empty (as docker-compose passes unset variables)", () => {
    expect(createLlm(readEnv({}))).toBeNull();
    expect(createLlm(readEnv({ LLM_BASE_URL: "" }))).toBeNull();
  });
  it("is on with a base URL, with the default model unless one is named", () => {
    expect(createLlm(readEnv({ LLM_BASE_URL: "http://127.0.0.1:11434/v1" }))?.model).toBe("gpt-4o-mini");
    expect(createLlm(readEnv({ LLM_BASE_URL: "https://api.openai.com/v1", LLM_MODEL: "gpt-4.1" }))?.model).toBe(
      "gpt-4.1",
    );
  });
  it("refuses a base URL that is not a URL", () => {
    expect(() => readEnv({ LLM_BASE_URL: "api.openai.com" })).toThrow();
  });
});

describe("APP_SECRET_PREVIOUS", () => {
  const secret = "s".repeat(40);
  it("reads a comma-separated list, and nothing when unset or empty (as docker-compose passes it)", () => {
    expect(
      readEnv({ APP_SECRET: secret, APP_SECRET_PREVIOUS: ` ${"a".repeat(32)}, ${"b".repeat(32)} ` })
        .APP_SECRET_PREVIOUS,
    ).toEqual(["a".repeat(32), "b".repeat(32)]);
    expect(readEnv({ APP_SECRET: secret, APP_SECRET_PREVIOUS: "" }).APP_SECRET_PREVIOUS).toEqual([]);
    expect(readEnv({}).APP_SECRET_PREVIOUS).toEqual([]);
  });
  it("refuses a short previous secret, and a previous one without the new APP_SECRET", () => {
    expect(() => readEnv({ APP_SECRET: secret, APP_SECRET_PREVIOUS: "kort" })).toThrow(/32/);
    expect(() => readEnv({ APP_SECRET_PREVIOUS: "a".repeat(32) })).toThrow(/without APP_SECRET/);
  });
});
