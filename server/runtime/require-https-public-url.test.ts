import { describe, expect, it } from "vitest";
import { requireHttpsPublicUrl } from "./require-https-public-url.ts";

describe("requireHttpsPublicUrl", () => {
  it("refuses a public http address in production only", () => {
    expect(() => requireHttpsPublicUrl({ NODE_ENV: "production" }, "http://hr.voorbeeld.nl")).toThrow(
      /PUBLIC_URL must be an https address in production/,
    );
    expect(() => requireHttpsPublicUrl({ NODE_ENV: "production" }, "https://hr.voorbeeld.nl")).not.toThrow();
    expect(() => requireHttpsPublicUrl({ NODE_ENV: "production" }, "http://localhost:3000")).not.toThrow();
    expect(() => requireHttpsPublicUrl({ NODE_ENV: "development" }, "http://hr.voorbeeld.nl")).not.toThrow();
  });
});
