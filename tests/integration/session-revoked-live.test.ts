import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

let app: Stack;
let owner: Owner;

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner("ingetrokken@sessie.nl", "Ina Ingetrokken");
});
afterAll(async () => {
  await app?.stop();
});

describe("a session ended elsewhere", () => {
  it("stops the open tab's live data within zero-cache's revalidation, not minutes later", async () => {
    const z = await app.openZero(owner);
    const faqs = queries.faqs.ofOrganization({ organizationId: owner.org });
    z.materialize(faqs);
    await z.run(faqs, { type: "complete" });
    // Settled: no query of its own is on its way to the server any more.
    await new Promise((r) => setTimeout(r, 1000));
    expect(z.connection.state.current.name).toBe("connected");
    // What a password reset does to the user's other sessions (revokeSessionsOnPasswordReset).
    await app.sql`delete from auth.session where "userId" = ${owner.userId}`;
    const started = Date.now();
    await eventually(() => z.connection.state.current.name === "needs-auth", 40_000);
    // ZERO_AUTH_REVALIDATE_INTERVAL_SECONDS is 15: within that and a check's round trip.
    expect(Date.now() - started).toBeLessThan(25_000);
  });
});
