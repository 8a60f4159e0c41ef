import type { Llm } from "../../integrations/llm/create-llm.ts";
import type { Candidate } from "../scoring/rank-candidates.ts";

const REWRITE_PROMPT = `Je herschrijft WhatsApp-berichten van medewerkers aan HR tot een korte zoekvraag in correct Nederlands.
Schrijf afkortingen en spreektaal uit, verbeter typefouten en gebruik de gangbare HR-term (bijvoorbeeld "loonstrook", "ziekmelden", "reiskostenvergoeding").
Voeg niets toe wat de medewerker niet vraagt. Antwoord alleen met de zoekvraag, zonder uitleg.`;

const VERIFY_PROMPT = `Je controleert of een tekst uit de kennisbank van HR de vraag van een medewerker beantwoordt.
Antwoord met precies één woord: JA als de tekst het antwoord op deze vraag geeft, NEE als de tekst over iets anders gaat of het gevraagde niet noemt.`;

/**
 * The question as a search query, written by the model (abbreviations out, typos fixed,
 * the usual HR term), or null when the model fails or answers with something unusable.
 */
export async function rewriteQuery(llm: Llm, question: string): Promise<string | null> {
  try {
    const text = await llm.complete(
      [
        { role: "system", content: REWRITE_PROMPT },
        { role: "user", content: question },
      ],
      { maxTokens: 60 },
    );
    const query = text
      .split("\n")[0]
      .trim()
      .replace(/^["']|["']$/g, "");
    return query && query.length <= 300 && query.toLowerCase() !== question.toLowerCase() ? query : null;
  } catch {
    return null;
  }
}

/**
 * Whether the model judges that the candidate answers the question: true, false, or null
 * when it fails or answers neither JA nor NEE (then the scorer's decision stands).
 */
export async function verifyCandidate(llm: Llm, question: string, candidate: Candidate): Promise<boolean | null> {
  const source =
    candidate.doc.kind === "faq"
      ? `FAQ: ${candidate.doc.title}\n${candidate.doc.text}`
      : `${candidate.doc.source}${candidate.doc.title ? ` — ${candidate.doc.title}` : ""}\n${candidate.doc.text}`;
  try {
    const text = await llm.complete(
      [
        { role: "system", content: VERIFY_PROMPT },
        { role: "user", content: `Vraag: ${question}\n\nTekst:\n${source}` },
      ],
      { maxTokens: 5 },
    );
    const word = text.trim().toUpperCase();
    if (word.startsWith("JA")) return true;
    if (word.startsWith("NEE")) return false;
    return null;
  } catch {
    return null;
  }
}
