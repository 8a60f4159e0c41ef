import { describe, expect, it } from "vitest";
import { requestEmail } from "./request-email.ts";

const post = (type: string, body: string) =>
  new Request("http://localhost/api/auth/sign-in/email", { method: "POST", headers: { "content-type": type }, body });

describe("requestEmail", () => {
  it("reads the address from JSON and from a form, whatever its case, and leaves the body readable", async () => {
    const json = post("application/json", JSON.stringify({ email: " Piet@Voorbeeld.NL ", password: "x" }));
    expect(await requestEmail(json)).toBe("piet@voorbeeld.nl");
    expect(await json.json()).toMatchObject({ password: "x" });
    const form = post("application/x-www-form-urlencoded; charset=utf-8", "email=Piet%40voorbeeld.nl&password=x");
    expect(await requestEmail(form)).toBe("piet@voorbeeld.nl");
  });

  it("names nobody for a body without a usable address", async () => {
    expect(await requestEmail(post("application/json", "{kapot"))).toBeUndefined();
    expect(await requestEmail(post("application/json", "null"))).toBeUndefined();
    expect(await requestEmail(post("application/json", JSON.stringify({ email: 5 })))).toBeUndefined();
    expect(await requestEmail(post("application/json", JSON.stringify({ email: "a".repeat(400) })))).toBeUndefined();
    expect(await requestEmail(post("text/plain", "email=piet@voorbeeld.nl"))).toBeUndefined();
  });
});
