import { describe, expect, it } from "vitest";
import { groupedNumber } from "./grouped-number.ts";

describe("groupedNumber", () => {
  it("splits a Dutch mobile number after the country code and in fours", () => {
    expect(groupedNumber("+31622222222")).toBe("+31 6 2222 2222");
  });
  it("knows one- and three-digit country codes", () => {
    expect(groupedNumber("+12025550123")).toBe("+1 20 2555 0123");
    expect(groupedNumber("+351912345678")).toBe("+351 9 1234 5678");
  });
  it("leaves what is not E.164, or under no country code, alone", () => {
    expect(groupedNumber("onbekend")).toBe("onbekend");
    expect(groupedNumber("+999123456")).toBe("+999123456");
  });
});
