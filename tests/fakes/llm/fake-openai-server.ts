import { startJsonServer } from "../json-server.ts";

export type ChatRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  authorization: string | undefined;
  /** The request's fields as sent, so tests can see what form the client chose. */
  maxTokens?: number;
  maxCompletionTokens?: number;
  temperature?: number;
  reasoningEffort?: string;
};

/**
 * What the fake answers: reply text, an HTTP error status the SDK has to handle (with
 * OpenAI's error `code`, e.g. Azure's "content_filter"), or a reply withheld by a content
 * filter (Azure OpenAI: empty, finish_reason "content_filter").
 */
export type FakeReply = { content: string } | { status: number; code?: string } | { filtered: true };

/**
 * How the fake model behaves, after real ones: `chat` as a plain chat model (gpt-4o-mini,
 * Llama on Ollama); `reasoning` as OpenAI's reasoning models (o-series, GPT-5): `max_tokens`
 * refused with OpenAI's error and field name, any temperature but 1 refused, hidden
 * reasoning counted against `max_completion_tokens` (an empty reply with finish_reason
 * "length" when it uses the whole ceiling) and reported in the usage; `thinks-aloud` as
 * DeepSeek-R1 or Qwen3 on Ollama: the reasoning written into the reply between <think>
 * tags, the whole reply cut at the token ceiling.
 */
export type FakeDialect = "chat" | "reasoning" | "thinks-aloud";

type Body = {
  model: string;
  messages: ChatRequest["messages"];
  max_tokens?: number;
  max_completion_tokens?: number;
  temperature?: number;
  reasoning_effort?: string;
};

/**
 * An OpenAI-compatible chat completions server on loopback (POST {base}/chat/completions),
 * so the app's real `openai` client is exercised. It records every request; `reply` decides
 * the answer (by default: "Kort gezegd: " plus the first source sentence, so a grounded
 * rewrite is recognisable in tests); `setDelay` makes it slow. `reasoningTokens` is what the model reasons per call in
 * the reasoning dialects; `refuseEffort` makes it refuse `reasoning_effort` as OpenAI does a
 * field it does not know.
 */
export async function startFakeOpenAi(
  opts: { apiKey?: string; dialect?: FakeDialect; reasoningTokens?: number; refuseEffort?: boolean } = {},
) {
  const dialect = opts.dialect ?? "chat";
  const reasoningTokens = opts.reasoningTokens ?? 300;
  const requests: ChatRequest[] = [];
  let reply: (req: ChatRequest) => FakeReply = defaultReply;
  let delayMs = 0;
  const server = await startJsonServer(async (req, raw, send) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      return send(404, { error: { message: "not found", type: "invalid_request_error" } });
    }
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
      return send(401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
    }
    const body = JSON.parse(raw.toString("utf8")) as Body;
    const request: ChatRequest = {
      model: body.model,
      messages: body.messages,
      authorization: req.headers.authorization,
      maxTokens: body.max_tokens,
      maxCompletionTokens: body.max_completion_tokens,
      temperature: body.temperature,
      reasoningEffort: body.reasoning_effort,
    };
    requests.push(request);
    // A slow model: the answer comes after the delay (the client may have given up by then).
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    const refusal = refusalOf(dialect, body, opts.refuseEffort ?? false);
    if (refusal) return send(400, { error: { type: "invalid_request_error", ...refusal } });
    const answer = reply(request);
    if ("status" in answer)
      return send(answer.status, {
        error: { message: "fake failure", type: "server_error", code: answer.code ?? null },
      });
    if ("filtered" in answer) {
      return send(200, {
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: "content_filter", message: { role: "assistant", content: null } }],
      });
    }
    const ceiling = body.max_completion_tokens ?? body.max_tokens ?? Number.POSITIVE_INFINITY;
    const written = writtenBy(dialect, answer.content, reasoningTokens, ceiling);
    send(200, {
      id: `chatcmpl-${requests.length}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, finish_reason: written.finish, message: { role: "assistant", content: written.content } }],
      usage: {
        prompt_tokens: 1,
        completion_tokens: written.tokens,
        total_tokens: written.tokens + 1,
        completion_tokens_details: { reasoning_tokens: written.reasoning },
      },
    });
  });
  return {
    baseUrl: `${server.origin}/v1`,
    requests,
    setReply(fn: (req: ChatRequest) => FakeReply) {
      reply = fn;
    },
    /** Every answer from now on comes this late (0: at once). */
    setDelay(ms: number) {
      delayMs = ms;
    },
    stop: server.stop,
  };
}

/** OpenAI's refusals of the fields its reasoning models do not take, word for word. */
function refusalOf(dialect: FakeDialect, body: Body, refuseEffort: boolean) {
  if (refuseEffort && body.reasoning_effort !== undefined) {
    return { message: "Unrecognized request argument supplied: reasoning_effort", param: null, code: null };
  }
  if (dialect !== "reasoning") return null;
  if (body.max_tokens !== undefined) {
    return {
      message:
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      param: "max_tokens",
      code: "unsupported_parameter",
    };
  }
  if (body.temperature !== undefined && body.temperature !== 1) {
    return {
      message: `Unsupported value: 'temperature' does not support ${body.temperature} with this model. Only the default (1) value is supported.`,
      param: "temperature",
      code: "unsupported_value",
    };
  }
  return null;
}

/** What the model writes within its ceiling (a word counts as a token). */
function writtenBy(dialect: FakeDialect, answer: string, reasoningTokens: number, ceiling: number) {
  const answerTokens = answer.split(/\s+/).filter(Boolean).length;
  if (dialect === "reasoning") {
    if (reasoningTokens + answerTokens > ceiling) {
      return { content: "", finish: "length", tokens: ceiling, reasoning: Math.min(ceiling, reasoningTokens) };
    }
    return { content: answer, finish: "stop", tokens: reasoningTokens + answerTokens, reasoning: reasoningTokens };
  }
  if (dialect === "thinks-aloud") {
    const words = ["<think>", ...Array(reasoningTokens).fill("hmm"), "</think>", ...answer.split(/\s+/)];
    const cut = words.length > ceiling;
    const content = cut
      ? words.slice(0, ceiling).join(" ")
      : `<think>${" hmm".repeat(reasoningTokens)} </think>\n\n${answer}`;
    return { content, finish: cut ? "length" : "stop", tokens: Math.min(words.length, ceiling), reasoning: 0 };
  }
  const cut = answerTokens > ceiling;
  const content = cut ? answer.split(/\s+/).slice(0, ceiling).join(" ") : answer;
  return { content, finish: cut ? "length" : "stop", tokens: Math.min(answerTokens, ceiling), reasoning: 0 };
}

/** The default answer: "Kort gezegd: " and the first source sentence (ONBEKEND without one). */
export function defaultReply(req: ChatRequest): FakeReply {
  const user = req.messages.findLast((m) => m.role === "user")?.content ?? "";
  const source = user.match(/^\[1\][^\n]*\n([^\n]+)/m)?.[1] ?? "";
  const first = source.split(/(?<=[.!?])\s/)[0];
  return { content: first ? `Kort gezegd: ${first}` : "ONBEKEND" };
}
