export type FaqSuggestion = { question: string; answer?: string; confidence: number };
export type FaqDraft = { answer: string; source: string };

type Body =
  | { action: "documents-summary" }
  | { action: "suggest" }
  | { action: "answer"; question: string; mode: "exact" | "reformulate" };

/** Thrown with the server's Dutch message (and description, when it gives one). */
export class FaqAssistError extends Error {
  description?: string;
  constructor(message: string, description?: string) {
    super(message);
    this.description = description;
  }
}

async function faqAssist<T>(organizationId: string, body: Body): Promise<T> {
  const res = await fetch("/api/faq-assist", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", "x-organization-id": organizationId },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as T & { error?: string; description?: string };
  if (!res.ok) throw new FaqAssistError(json.error ?? "", json.description);
  return json;
}

export const hasDocuments = (organizationId: string) =>
  faqAssist<{ hasDocuments: boolean }>(organizationId, { action: "documents-summary" }).then((r) => r.hasDocuments);

export const fetchSuggestions = (organizationId: string) =>
  faqAssist<{ suggestions: FaqSuggestion[] }>(organizationId, { action: "suggest" }).then((r) => r.suggestions);

export const draftAnswer = (organizationId: string, question: string, mode: "exact" | "reformulate") =>
  faqAssist<FaqDraft>(organizationId, { action: "answer", question, mode });
