import { describe, expect, it } from "vitest";
import { ApiError, api, call } from "./api-client.ts";

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));

describe("the typed API client", () => {
  it("returns the body of a success", async () => {
    expect(await call(reply(200, { ok: true }), "fallback")).toEqual({ ok: true });
  });

  it("throws the envelope's Dutch title and description", async () => {
    const err = await call(
      reply(400, {
        error: { code: "invalid_input", title: "Naam verplicht", description: "Vul een Friendly Name in." },
      }),
      "fallback",
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: "invalid_input",
      title: "Naam verplicht",
      description: "Vul een Friendly Name in.",
      status: 400,
      generic: false,
      message: "Vul een Friendly Name in.",
    });
  });

  it("falls back to the caller's text when no envelope or no answer comes back", async () => {
    expect(await call(reply(502, "<html>Bad gateway</html>"), "Probeer het opnieuw.").catch((e) => e)).toMatchObject({
      title: "Probeer het opnieuw.",
      status: 502,
      generic: true,
    });
    expect(await call(Promise.reject(new TypeError("Failed to fetch")), "Offline").catch((e) => e)).toMatchObject({
      title: "Offline",
      status: 0,
      generic: true,
    });
  });

  it("builds the routes' URLs under /api", () => {
    expect(api.documents().index.$url().pathname).toBe("/api/documents");
    expect(api.twilio("org")["test-message"].$url().pathname).toBe("/api/twilio/test-message");
    expect(api.invitations()[":id"].accept.$url({ param: { id: "abc" }, query: {} }).pathname).toBe(
      "/api/invitations/abc/accept",
    );
  });
});
