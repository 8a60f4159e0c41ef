import type { InferResponseType } from "hono/client";
import type { AiResponseMode } from "../../../common/faq/faq-modes.ts";
import { ApiError, api, call } from "../../lib/api-client.ts";

/** Thrown with the server's Dutch message (and description, when it gives one). */
export class FaqAssistError extends Error {
  description?: string;
  constructor(message: string, description?: string) {
    super(message);
    this.description = description;
  }
}

type Assist = ReturnType<typeof api.faqAssist>["index"]["$post"];
type Body = Parameters<Assist>[0]["json"];
type Reply = InferResponseType<Assist>;

type ReplyWith<K extends string> = Extract<Reply, Record<K, unknown>>;

/** One faq-assist action; the route answers each action with its own member of the reply union. */
async function faqAssist(organizationId: string, body: Body): Promise<Reply> {
  try {
    return await call(api.faqAssist(organizationId).index.$post({ json: body }), "");
  } catch (err) {
    if (err instanceof ApiError && err.status !== 0) throw new FaqAssistError(err.title, err.description);
    throw err;
  }
}

/** Whether processed documents can be used (`hasDocuments`), and whether some wait for an admin ('Bevat persoonsgegevens'). */
export const documentsSummary = (organizationId: string) =>
  faqAssist(organizationId, { action: "documents-summary" }) as Promise<ReplyWith<"hasDocuments">>;

export const fetchSuggestions = (organizationId: string) =>
  faqAssist(organizationId, { action: "suggest" }).then((r) => (r as ReplyWith<"suggestions">).suggestions);

export const draftAnswer = (organizationId: string, question: string, mode: AiResponseMode) =>
  faqAssist(organizationId, { action: "answer", question, mode }) as Promise<ReplyWith<"answer">>;
