import { describe, expect, it } from "vitest";
import { connectionLost } from "./connection-lost.ts";
import { DatabaseTimeoutError } from "./database-timeout-error.ts";

describe("a connection that ended under its query", () => {
  it("is told by Postgres' termination codes and the client's closed, destroyed or reset socket", () => {
    for (const code of ["57P01", "57P02", "CONNECTION_CLOSED", "CONNECTION_DESTROYED", "ECONNRESET", "EPIPE"])
      expect(connectionLost(Object.assign(new Error("x"), { code }))).toBe(true);
  });
  it("is not a database out of reach, too slow, refusing the statement, or an error without a code", () => {
    for (const code of ["ECONNREFUSED", "57014", "23505", "40P01", "CONNECTION_ENDED", "57P03"])
      expect(connectionLost(Object.assign(new Error("x"), { code }))).toBe(false);
    expect(connectionLost(new DatabaseTimeoutError("answer", 10))).toBe(false);
    expect(connectionLost(new Error("x"))).toBe(false);
    expect(connectionLost(undefined)).toBe(false);
  });
});
