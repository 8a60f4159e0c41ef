import type { Embedder } from "./embeddings/create-embedder.ts";
import type { Llm } from "./llm/create-llm.ts";
import type { ModelState } from "./model-status.ts";

export type ModelStates = Partial<Record<"llm" | "embeddings", ModelState>>;

/** The configured model APIs' health as this process saw it; an API not configured is left out. */
export function modelStates(models: { llm: Llm | null; embedder: Embedder | null }): ModelStates {
  const llm = models.llm?.status?.();
  const embeddings = models.embedder?.status?.();
  return { ...(llm ? { llm } : {}), ...(embeddings ? { embeddings } : {}) };
}

const RANK = { ok: 0, failing: 1, breaker_open: 2 } as const;

/**
 * Several processes' views of the same APIs as one: the worst state of each (an app server
 * that called the model fine an hour ago says nothing of the worker failing now), failing
 * since the earliest failure among them.
 */
export function worstStates(views: ModelStates[]): ModelStates {
  const out: ModelStates = {};
  for (const view of views)
    for (const key of ["llm", "embeddings"] as const) {
      const next = view[key];
      const had = out[key];
      if (!next) continue;
      if (!had || RANK[next.state] > RANK[had.state]) {
        const since = [had?.failingSince, next.failingSince].filter(Boolean).sort()[0];
        out[key] = { ...next, ...(since && next.state !== "ok" ? { failingSince: since } : {}) };
      }
    }
  return out;
}
