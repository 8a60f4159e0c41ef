import { describe, expect, it } from "vitest";
import { newDialect, requestFor, visibleAnswer } from "./model-dialect.ts";

describe("visibleAnswer", () => {
  it("reads the answer after the reasoning a model wrote into its reply", () => {
    expect(visibleAnswer("<think>\nDe tekst noemt de fiets.\n</think>\n\nJA")).toBe("JA");
    expect(visibleAnswer("<think>a</think>2<think>b</think>")).toBe("2");
    expect(visibleAnswer("  NEE \n")).toBe("NEE");
  });

  it("is empty when the reasoning was cut off before the answer", () => {
    expect(visibleAnswer("<think>\nEerst kijk ik of")).toBe("");
    expect(visibleAnswer("<think>x</think>")).toBe("");
  });
});

describe("requestFor", () => {
  const messages = [{ role: "user" as const, content: "?" }];

  it("asks a model not known to reason in the oldest form, without reasoning fields", () => {
    expect(requestFor(newDialect(undefined), "m", messages, 5)).toEqual({
      model: "m",
      messages,
      max_tokens: 5,
      temperature: 0.2,
    });
  });

  it("gives a model configured to reason room and its effort from the start", () => {
    expect(requestFor(newDialect("high"), "m", messages, 5)).toMatchObject({
      max_tokens: 4005,
      reasoning_effort: "high",
    });
  });
});
