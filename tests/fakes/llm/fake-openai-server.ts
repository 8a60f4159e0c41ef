import { startJsonServer } from "../json-server.ts";

export type ChatRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  authorization: string | undefined;
};

/** What the fake answers: reply text, or an HTTP error status the SDK has to handle. */
export type FakeReply = { content: string } | { status: number };

/**
 * An OpenAI-compatible chat completions server on loopback (POST {base}/chat/completions),
 * so the app's real `openai` client is exercised. It records every request; `reply` decides
 * the answer (by default: "Kort gezegd: " plus the first source sentence, so a grounded
 * rewrite is recognisable in tests).
 */
export async function startFakeOpenAi(opts: { apiKey?: string } = {}) {
  const requests: ChatRequest[] = [];
  let reply: (req: ChatRequest) => FakeReply = defaultReply;
  const server = await startJsonServer((req, raw, send) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      return send(404, { error: { message: "not found", type: "invalid_request_error" } });
    }
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
      return send(401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
    }
    const body = JSON.parse(raw.toString("utf8")) as Omit<ChatRequest, "authorization">;
    const request = { model: body.model, messages: body.messages, authorization: req.headers.authorization };
    requests.push(request);
    const answer = reply(request);
    if ("status" in answer) return send(answer.status, { error: { message: "fake failure", type: "server_error" } });
    send(200, {
      id: `chatcmpl-${requests.length}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: answer.content } }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  return {
    baseUrl: `${server.origin}/v1`,
    requests,
    setReply(fn: (req: ChatRequest) => FakeReply) {
      reply = fn;
    },
    stop: server.stop,
  };
}

function defaultReply(req: ChatRequest): FakeReply {
  const user = req.messages.findLast((m) => m.role === "user")?.content ?? "";
  const source = user.match(/^\[1\][^\n]*\n([^\n]+)/m)?.[1] ?? "";
  const first = source.split(/(?<=[.!?])\s/)[0];
  return { content: first ? `Kort gezegd: ${first}` : "ONBEKEND" };
}
