import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFleksClient } from "../fleks/fleks-client.ts";
import { FleksError } from "../fleks/fleks-error.ts";
import { createOutboundFetch, isPrivateAddress } from "./outbound-fetch.ts";

describe("isPrivateAddress", () => {
  it("refuses loopback, private, link-local (metadata) and mapped addresses", () => {
    for (const ip of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "::ffff:7f00:1",
      "::127.0.0.1",
      "2002:7f00:1::",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2",
      "64:ff9b:1::a00:1",
      "localhost",
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
  });
  it("lets public addresses through", () => {
    for (const ip of ["8.8.8.8", "1.1.1.1", "172.32.0.1", "2a00:1450:4001::1", "::ffff:8.8.8.8"])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });
});

describe("the outbound fetch", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((_, res) => res.end('{"data":[],"totalCount":0,"page":1,"limit":1}'));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("reaches loopback only where private hosts are allowed (development, tests)", async () => {
    const res = await createOutboundFetch(true)(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
  });

  it("refuses a private address written out, and a name that resolves to one", async () => {
    const guarded = createOutboundFetch(false);
    await expect(guarded(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({ cause: { code: "EPRIVATEADDRESS" } });
    await expect(guarded(`http://[::1]:${port}/`)).rejects.toMatchObject({ cause: { code: "EPRIVATEADDRESS" } });
    await expect(guarded(`http://localhost:${port}/`)).rejects.toMatchObject({ cause: { code: "EPRIVATEADDRESS" } });
  });

  it("turns the refusal into Fleks' 'unreachable', so the Setup tab says the connection failed", async () => {
    const client = createFleksClient(
      { baseUrl: `http://localhost:${port}`, apiKey: "sleutel-123456" },
      { fetch: createOutboundFetch(false) },
    );
    const err = await client.list("employees", { page: 1, limit: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(FleksError);
    expect(err).toMatchObject({ kind: "unreachable" });
    expect(err.message).toContain("EPRIVATEADDRESS");
  });
});
