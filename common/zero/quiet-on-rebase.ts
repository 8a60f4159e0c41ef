import { UnknownInBrowserError } from "./authorize.ts";

/**
 * Replaces each mutator's body with one that, when the browser replays it (a "rebase": the
 * server's newer state arrived while the user's change was still pending), swallows the
 * mutator's refusal instead of throwing it. Zero runs rebases inside its poke processing,
 * and a throw there tore the connection down: a colleague who lost the race on 'Neem over'
 * read "will be sent again once the connection is back" instead of the server's own
 * refusal naming who has it. The server's verdict on the change comes anyway and decides;
 * the first (optimistic) run in the browser and the server's run still refuse as before.
 * The browser's first run is left to the server's verdict in the same way when its store
 * does not yet hold the organisation or the caller's membership (UnknownInBrowserError):
 * it makes no optimistic change and the change is sent, instead of refused unseen.
 */
export function quietOnRebase<T extends Record<string, unknown>>(definitions: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(definitions)) out[key] = quiet(value);
  return out as T;
}

type Definition = { "~": "MutatorDefinition"; fn: (options: { tx: unknown }) => Promise<unknown> };

function quiet(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  if ((value as Definition)["~"] !== "MutatorDefinition") return quietOnRebase(value as Record<string, unknown>);
  const definition = value as Definition;
  const fn: Definition["fn"] = async (options) => {
    try {
      return await definition.fn(options);
    } catch (err) {
      const tx = options.tx as { location?: string; reason?: string };
      if (tx.location === "client" && (tx.reason === "rebase" || err instanceof UnknownInBrowserError)) return;
      throw err;
    }
  };
  return { ...definition, fn };
}
