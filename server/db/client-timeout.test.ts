import { describe, expect, it } from "vitest";
import { readEnv } from "../config.ts";
import { clientTimeoutMs } from "./client-timeout.ts";

describe("the app's bound on a wait for the database", () => {
  it("is 5 s past the statement timeout when unset or empty (as docker-compose passes it), so Postgres' cancel comes first", () => {
    expect(clientTimeoutMs(readEnv({}))).toBe(35_000);
    expect(clientTimeoutMs(readEnv({ DATABASE_CLIENT_TIMEOUT_MS: "" }))).toBe(35_000);
    expect(clientTimeoutMs(readEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "10000" }))).toBe(15_000);
  });
  it("is what it is set to, 0 turning it off; off too by default when statements have no limit", () => {
    expect(clientTimeoutMs(readEnv({ DATABASE_CLIENT_TIMEOUT_MS: "12000" }))).toBe(12_000);
    expect(clientTimeoutMs(readEnv({ DATABASE_CLIENT_TIMEOUT_MS: "0" }))).toBe(0);
    expect(clientTimeoutMs(readEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "0" }))).toBe(0);
  });
  it("refuses a value that is not a whole number of milliseconds", () => {
    expect(() => readEnv({ DATABASE_CLIENT_TIMEOUT_MS: "soon" })).toThrow();
    expect(() => readEnv({ DATABASE_CLIENT_TIMEOUT_MS: "-1" })).toThrow();
  });
});
