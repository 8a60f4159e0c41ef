import { expect, it } from "vitest";
import { queries } from "../../common/zero/queries.ts";
import { commandLineOf, descendantsOf } from "../../server/runtime/process-tree.ts";
import { startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

const health = async (url: string) => (await (await fetch(`${url}/api/health`)).json()) as { status: string };

it("zero-cache killed outright (runner and workers): health is degraded, the launcher starts it again, and a connected Zero client gets a later change by itself", async () => {
  // zero-cache as production runs it: a runner and its worker processes.
  const app = await startStack({ env: { ZERO_SINGLE_PROCESS: "0" } });
  try {
    const owner = await app.signUpOwner("zero@a.nl", "Zora Zero");
    const zero = await app.openZero(owner);
    const view = zero.materialize(queries.faqs.ofOrganization({ organizationId: owner.org }));
    const questions = () => (view.data as ReadonlyArray<{ question: string }>).map((f) => f.question);

    // The runner (not the guard, whose arguments name the same cli.js) and everything under it.
    const launcher = app.process?.pid as number;
    const runner = descendantsOf(launcher).find(
      (p) => commandLineOf(p).includes("zero/src/cli.js") && !commandLineOf(p).includes("guard"),
    );
    expect(runner).toBeDefined();
    const victims = [runner as number, ...descendantsOf(runner as number)];
    expect(victims.length).toBeGreaterThan(1);
    for (const p of victims) process.kill(p, "SIGKILL");
    const killedAt = Date.now();

    await eventually(async () => (await health(app.url)).status === "degraded", 10_000);
    await eventually(async () => (await health(app.url)).status === "ok", 30_000);
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect(app.output()).toMatch(/\[zero-cache\] zero-cache exited \(.*\); starting it again in/);
    await eventually(() => /\[zero-cache\] zero-cache is up again/.test(app.output()), 5000);
    // The dead run's workers are gone, not left to hold the replica.
    expect(victims.filter((p) => commandLineOf(p) !== "")).toEqual([]);

    await app.sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${owner.org}, 'Na de herstart?', 'Ja.')`;
    await eventually(() => questions().includes("Na de herstart?"), 30_000);
    view.destroy();
  } finally {
    await app.stop();
  }
}, 180_000);
