import type { JobHelpers } from "graphile-worker";
import { describe, expect, it } from "vitest";
import type { OutgoingMail } from "../integrations/email/mailer.ts";
import type { JobDeps } from "./define-job.ts";
import { jobs } from "./registry.ts";
import { taskListOf } from "./task-list.ts";

function setUp() {
  const sent: OutgoingMail[] = [];
  const lines: string[] = [];
  const deps = {
    mailer: { kind: "dev-mailbox", send: async (mail: OutgoingMail) => void sent.push(mail) },
    mailFrom: "noreply@example.nl",
  } as unknown as JobDeps;
  const tasks = taskListOf(deps, (line) => lines.push(line));
  const helpers = { job: { id: "7", attempts: 1 } } as unknown as JobHelpers;
  return { sent, lines, tasks, helpers };
}

describe("the worker's task list", () => {
  it("has a task for every registered job, and no other", () => {
    expect(Object.keys(setUp().tasks).sort()).toEqual(jobs.map((j) => j.name).sort());
  });

  it("runs a job's handler with its checked payload", async () => {
    const { sent, tasks, helpers } = setUp();
    await tasks.send_email?.({ to: "a@example.nl", subject: "Welkom", text: "Hallo" }, helpers);
    expect(sent).toEqual([{ to: "a@example.nl", subject: "Welkom", text: "Hallo", from: "noreply@example.nl" }]);
  });

  it("fails a job whose payload does not pass its schema, saying why, without running it", async () => {
    const { sent, lines, tasks, helpers } = setUp();
    await expect(tasks.send_email?.({ to: "not an address", subject: "" }, helpers)).rejects.toThrow(
      /bad payload for job send_email/,
    );
    expect(sent).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^job send_email #7: bad payload: .*to.*subject.*text/);
  });
});
