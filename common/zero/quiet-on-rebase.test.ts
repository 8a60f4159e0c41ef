import { defineMutator } from "@rocicorp/zero";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { quietOnRebase } from "./quiet-on-rebase.ts";

const refusing = defineMutator(z.object({}), async () => {
  throw new Error("Petra Plan heeft dit gesprek net overgenomen.");
});
const wrapped = quietOnRebase({ conversation: { takeOver: refusing } });
const run = (tx: { location: string; reason: string }) =>
  wrapped.conversation.takeOver.fn({ tx, args: {}, ctx: undefined } as never);

describe("quietOnRebase", () => {
  it("swallows a refusal only when the browser replays a pending change on newer server state", async () => {
    await expect(run({ location: "client", reason: "rebase" })).resolves.toBeUndefined();
  });
  it("still refuses the browser's first run and the server's run", async () => {
    await expect(run({ location: "client", reason: "optimistic" })).rejects.toThrow("net overgenomen");
    await expect(run({ location: "server", reason: "authoritative" })).rejects.toThrow("net overgenomen");
  });
  it("keeps each mutator's input schema", () => {
    expect(wrapped.conversation.takeOver.validator).toBe(refusing.validator);
  });
});
