import { redact } from "../../../common/privacy/redact.ts";
import type { Env } from "../../config.ts";
import { modelBreaker } from "../model-breaker.ts";
import { type ModelState, modelStatus } from "../model-status.ts";
import { openAiClient } from "../openai-client.ts";
import { withinBudget } from "../reply-budget.ts";

export type Embedder = {
  model: string;
  /** One unit-length vector per text, in order; throws on transport errors and malformed replies. */
  embed(texts: string[]): Promise<Float32Array[]>;
  /** The API's health as this process saw it, for /api/health. */
  status?: () => ModelState;
};

// Providers cap a request's inputs (OpenAI: 2048); smaller batches also keep one slow
// request from holding a whole organisation's knowledge.
const BATCH = 64;
// Providers cap an input's tokens (8k for OpenAI's models); a passage is far shorter, a
// long FAQ answer is cut rather than refused.
const MAX_CHARS = 6000;

/**
 * The embeddings API behind EMBEDDINGS_BASE_URL (OpenAI-compatible: OpenAI, Azure, Mistral,
 * a local Ollama or text-embeddings-inference), or null when none is configured. BSNs and
 * IBANs are replaced in every text here, the one place every text passes on its way out
 * (an employee's question, a colleague's test in 'Test de kennisbank', knowledge).
 */
export function createEmbedder(
  env: Pick<
    Env,
    | "EMBEDDINGS_BASE_URL"
    | "EMBEDDINGS_API_KEY"
    | "EMBEDDINGS_MODEL"
    | "EMBEDDINGS_TIMEOUT_MS"
    | "EMBEDDINGS_DIMENSIONS"
  >,
  breaker = modelBreaker(30_000, modelStatus("embeddings")),
): Embedder | null {
  if (!env.EMBEDDINGS_BASE_URL) return null;
  const client = openAiClient(env.EMBEDDINGS_BASE_URL, env.EMBEDDINGS_API_KEY, env.EMBEDDINGS_TIMEOUT_MS);
  const dimensions = env.EMBEDDINGS_DIMENSIONS;
  return {
    // Vectors of different lengths are different spaces: stored apart, as another model.
    model: dimensions ? `${env.EMBEDDINGS_MODEL}@${dimensions}` : env.EMBEDDINGS_MODEL,
    status: () => breaker.status.snapshot(),
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const input = texts.slice(i, i + BATCH).map((t) => redact(t.slice(0, MAX_CHARS)));
        const request = { model: env.EMBEDDINGS_MODEL, input, encoding_format: "float" as const };
        const res = await breaker.execute(() =>
          withinBudget(env.EMBEDDINGS_TIMEOUT_MS, (timeout) =>
            client.embeddings.create({ ...request, ...(dimensions && { dimensions }) }, { timeout }),
          ),
        );
        const rows = [...res.data].sort((a, b) => a.index - b.index);
        if (rows.length !== input.length) throw new Error("embeddings: reply does not match the inputs");
        for (const row of rows) out.push(unitVector(row.embedding));
      }
      return out;
    },
  };
}

/** The vector scaled to length 1, so a dot product is the cosine similarity. */
export function unitVector(values: number[]): Float32Array {
  const v = Float32Array.from(values);
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  if (!Number.isFinite(norm) || norm === 0) throw new Error("embeddings: empty or invalid vector");
  for (let i = 0; i < v.length; i++) v[i] /= norm;
  return v;
}
