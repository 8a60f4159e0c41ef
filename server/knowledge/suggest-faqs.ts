import { z } from "zod";
import type { FaqSuggestion } from "../../common/faq/faq-suggestion.ts";
import type { Db } from "../db/connect.ts";
import type { Llm } from "../integrations/llm/create-llm.ts";
import { documentSuggestions } from "./document-suggestions.ts";
import { wordKeys } from "./sentences.ts";

/** Where suggestions come from; the inbox's unanswered questions become one more source. */
export type SuggestionSource = (db: Db, organizationId: string) => Promise<FaqSuggestion[]>;

export const defaultSuggestionSources: SuggestionSource[] = [documentSuggestions];

const LIMIT = 8;
// A candidate sharing this much of its words with an existing FAQ question is that FAQ.
const COVERED = 0.5;

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const k of a) if (b.has(k)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * faq-assist 'suggest': the most promising questions that are not FAQs yet, best first.
 * With an LLM, the questions are rephrased as an employee would ask them; the drafted
 * answers stay verbatim from the sources either way.
 */
export async function suggestFaqs(
  db: Db,
  llm: Llm | null,
  organizationId: string,
  sources: SuggestionSource[] = defaultSuggestionSources,
): Promise<FaqSuggestion[]> {
  const [existing, ...found] = await Promise.all([
    db.selectFrom("faqs").select("question").where("organization_id", "=", organizationId).execute(),
    ...sources.map((source) => source(db, organizationId)),
  ]);
  const taken = existing.map((f) => wordKeys(f.question));
  const picked: FaqSuggestion[] = [];
  for (const candidate of found.flat().sort((a, b) => b.confidence - a.confidence)) {
    const keys = wordKeys(candidate.question);
    if (!keys.size || taken.some((t) => overlap(keys, t) >= COVERED)) continue;
    taken.push(keys);
    picked.push(candidate);
    if (picked.length === LIMIT) break;
  }
  return llm ? rephrase(llm, picked) : picked;
}

const rephrased = z.array(z.string().trim().min(5).max(200));

async function rephrase(llm: Llm, suggestions: FaqSuggestion[]): Promise<FaqSuggestion[]> {
  if (!suggestions.length) return suggestions;
  try {
    const reply = await llm.complete(
      [
        {
          role: "system",
          content:
            "Herschrijf elke vraag zoals een medewerker hem via WhatsApp aan HR zou stellen: kort, in het Nederlands, met 'ik'. " +
            "Verander het onderwerp niet. Antwoord alleen met een JSON-array van strings, even lang als de invoer en in dezelfde volgorde.",
        },
        { role: "user", content: JSON.stringify(suggestions.map((s) => s.question)) },
      ],
      { maxTokens: 600 },
    );
    const questions = rephrased.parse(JSON.parse(reply.replace(/^```(?:json)?|```$/g, "").trim()));
    if (questions.length !== suggestions.length) return suggestions;
    return suggestions.map((s, i) => ({ ...s, question: questions[i] }));
  } catch {
    return suggestions; // the heuristic questions are fine without the model
  }
}
