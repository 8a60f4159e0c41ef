import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { allowedOrigins } from "./allowed-origins.ts";
import { clientAddress } from "./client-address.ts";
import { isCrossOrigin } from "./is-cross-origin.ts";

const addressOf = async (trusted: string | undefined, headers: Record<string, string>) => {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, trusted)));
  return (await app.request("/", { headers })).text();
};

describe("the client address", () => {
  it("ignores proxy headers nobody configured", async () => {
    expect(await addressOf(undefined, { "x-forwarded-for": "203.0.113.1" })).toBe("unknown");
  });

  it("takes the last entry of the trusted header: the one the proxy added", async () => {
    expect(await addressOf("x-forwarded-for", { "x-forwarded-for": "203.0.113.1, 198.51.100.2" })).toBe("198.51.100.2");
    expect(await addressOf("x-real-ip", { "x-real-ip": "::ffff:198.51.100.3", "x-forwarded-for": "1.1.1.1" })).toBe(
      "198.51.100.3",
    );
  });
});

describe("the origin rule", () => {
  const allowed = allowedOrigins("http://localhost:3000", ["https://beheer.voorbeeld.nl"]);

  it("allows PUBLIC_URL (as localhost and 127.0.0.1) and the configured extra origins", () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "https://beheer.voorbeeld.nl"])
      expect(isCrossOrigin({ origin }, allowed), origin).toBe(false);
  });

  it("refuses other origins, another port, and the opaque 'null' origin", () => {
    for (const origin of ["https://kwaad.example", "http://localhost:3001", "null"])
      expect(isCrossOrigin({ origin }, allowed), origin).toBe(true);
  });

  it("without Origin, trusts only a same-origin or user-initiated Sec-Fetch-Site, or its absence (no browser)", () => {
    expect(isCrossOrigin({ secFetchSite: "cross-site" }, allowed)).toBe(true);
    expect(isCrossOrigin({ secFetchSite: "same-site" }, allowed)).toBe(true);
    expect(isCrossOrigin({ secFetchSite: "same-origin" }, allowed)).toBe(false);
    expect(isCrossOrigin({}, allowed)).toBe(false);
  });
});
