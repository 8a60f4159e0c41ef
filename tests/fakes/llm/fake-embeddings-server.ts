import { startJsonServer } from "../json-server.ts";

export type EmbeddingsRequest = {
  model: string;
  input: string[];
  dimensions?: number;
  authorization: string | undefined;
};

const DIMENSIONS = 64;

/**
 * An OpenAI-compatible embeddings server on loopback (POST {base}/embeddings), so the
 * app's real `openai` client is exercised. Its "model" is a toy with a known meaning:
 * words listed in `concepts` share a dimension per concept ("rijwiel" and "fiets" both
 * → "fiets"), every other word hashes to one of the remaining dimensions; `dimensions`
 * in a request shortens the vectors, as OpenAI's text-embedding-3 models do. `failing`
 * makes it answer 500, as an outage would.
 */
export async function startFakeEmbeddings(opts: { concepts: Record<string, string>; apiKey?: string }) {
  const requests: EmbeddingsRequest[] = [];
  const conceptNames = [...new Set(Object.values(opts.concepts))];
  let failing = false;
  let delayMs = 0;
  const server = await startJsonServer(async (req, raw, send) => {
    if (req.method !== "POST" || !req.url?.endsWith("/embeddings")) return send(404, { error: { message: "nf" } });
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
      return send(401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
    }
    const body = JSON.parse(raw.toString("utf8")) as {
      model: string;
      input: string | string[];
      dimensions?: number;
    };
    const input = Array.isArray(body.input) ? body.input : [body.input];
    requests.push({
      model: body.model,
      input,
      dimensions: body.dimensions,
      authorization: req.headers.authorization,
    });
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (failing) return send(500, { error: { message: "fake outage", type: "server_error" } });
    send(200, {
      object: "list",
      model: body.model,
      data: input.map((text, index) => ({
        object: "embedding",
        index,
        embedding: embed(text).slice(0, body.dimensions ?? DIMENSIONS),
      })),
      usage: { prompt_tokens: input.length, total_tokens: input.length },
    });
  });

  function embed(text: string): number[] {
    const v: number[] = Array.from({ length: DIMENSIONS }, () => 0);
    for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
      const concept = opts.concepts[word];
      if (concept) v[conceptNames.indexOf(concept)] += 3;
      else v[conceptNames.length + (hash(word) % (DIMENSIONS - conceptNames.length))] += 1;
    }
    if (!v.some((x) => x !== 0)) v[DIMENSIONS - 1] = 1;
    return v;
  }

  return {
    baseUrl: `${server.origin}/v1`,
    requests,
    setFailing(on: boolean) {
      failing = on;
    },
    /** Every answer from now on comes this late (0: at once), as a slow or hanging API's. */
    setDelay(ms: number) {
      delayMs = ms;
    },
    stop: server.stop,
  };
}

function hash(word: string) {
  let h = 0;
  for (const ch of word) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}
