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
