import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Stack, startStack } from "../support/stack.ts";
import { signUpUser } from "../support/zero-client.ts";

// Bodies are capped before they are read: Twilio's webhook at 64 KB (its posts are a few
// KB), every other API route (better-auth's included) at 1 MB; only document uploads allow
// more. Refusals leave as the Dutch error envelope, and nothing is changed.
describe("request body limits", () => {
  let app: Stack;
  beforeAll(async () => {
    app = await startStack();
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
  });

  // node:http rather than fetch: the server answers 413 as soon as the declared length is
  // over the limit and closes while a large body is still being sent, which fetch reports
  // as a failed request. Only the body's first 64 KB are sent; the answer ends the request.
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; json: () => unknown }>((resolve, reject) => {
      const req = http.request(`${app.url}${path}`, {
        method: "POST",
        headers: { origin: app.url, "content-length": String(Buffer.byteLength(body)), ...headers },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (c) => {
          text += c;
        });
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) });
          req.destroy();
        });
      });
      req.on("error", (err: NodeJS.ErrnoException) => {
        if (err.code !== "EPIPE" && err.code !== "ECONNRESET") reject(err);
      });
      if (body.length <= 64 * 1024) req.end(body);
      else req.write(body.slice(0, 64 * 1024));
    });

  it("refuses a webhook body over 64 KB with 413, before looking at its signature", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "x" };
    const big = await post("/api/webhooks/twilio/some-organisation", `Body=${"a".repeat(70 * 1024)}`, form);
    expect(big.status).toBe(413);
    const small = await post("/api/webhooks/twilio/some-organisation", "Body=hoi&From=whatsapp:+31600000000", form);
    expect(small.status).toBe(403);
  });

  it("refuses a JSON body over 1 MB on better-auth's and our routes with the Dutch envelope", async () => {
    const json = { "content-type": "application/json" };
    const huge = JSON.stringify({ email: "a@b.nl", password: "x".repeat(1.1 * 1024 * 1024) });
    const signUp = await post("/api/auth/sign-up/email", huge, json);
    expect(signUp.status).toBe(413);
    expect(signUp.json()).toEqual({ error: { code: "too_large", title: "Het verzoek is te groot." } });

    const user = await signUpUser(app.url, "limiet@a.nl");
    const search = await post("/api/knowledge/search", JSON.stringify({ question: "x".repeat(1.1 * 1024 * 1024) }), {
      ...json,
      cookie: user.cookie,
    });
    expect(search.status).toBe(413);
    // A normal request still works.
    const ok = await post("/api/knowledge/search", JSON.stringify({ question: "verlof" }), {
      ...json,
      cookie: user.cookie,
    });
    expect(ok.status).not.toBe(413);
  });
});
