import { defineMutator } from "@rocicorp/zero";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { UnknownInBrowserError } from "./authorize.ts";
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
  it("leaves the browser's first run to the server when its store does not yet know the caller's role", async () => {
    const unknown = quietOnRebase({
      faq: {
        create: defineMutator(z.object({}), async () => {
          throw new UnknownInBrowserError();
        }),
      },
    });
    const runUnknown = (tx: { location: string; reason: string }) =>
      unknown.faq.create.fn({ tx, args: {}, ctx: undefined } as never);
    await expect(runUnknown({ location: "client", reason: "optimistic" })).resolves.toBeUndefined();
    await expect(runUnknown({ location: "server", reason: "authoritative" })).rejects.toThrow(UnknownInBrowserError);
  });
  it("keeps each mutator's input schema", () => {
    expect(wrapped.conversation.takeOver.validator).toBe(refusing.validator);
  });
});
