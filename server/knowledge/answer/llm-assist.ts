import type { Llm } from "../../integrations/llm/create-llm.ts";
import { withoutAddressing } from "../addresses-assistant.ts";
import type { Candidate } from "../scoring/rank-candidates.ts";
import { readPick, readVerdict } from "./read-verdict.ts";

const REWRITE_PROMPT = `Je herschrijft WhatsApp-berichten van medewerkers aan HR tot een korte zoekvraag in correct Nederlands.
Schrijf afkortingen en spreektaal uit, verbeter typefouten en gebruik de gangbare HR-term (bijvoorbeeld "loonstrook", "ziekmelden", "reiskostenvergoeding").
Staat er een eerder bericht van de medewerker bij, neem dan op waar de vraag over gaat, zodat de zoekvraag op zichzelf te begrijpen is.
Voeg niets toe wat de medewerker niet vraagt. Antwoord alleen met de zoekvraag, zonder uitleg.`;

const VERIFY_PROMPT = `Je controleert of een tekst uit de kennisbank van HR de vraag van een medewerker beantwoordt.
Staat er een eerder bericht van de medewerker bij, dan zegt dat waar de vraag over gaat.
Antwoord met precies één woord: JA als de tekst het antwoord op deze vraag geeft, NEE als de tekst over iets anders gaat of het gevraagde niet noemt.`;

const PICK_PROMPT = `Je kiest welke van een paar genummerde teksten uit de kennisbank van HR de vraag van een medewerker beantwoordt.
Staat er een eerder bericht van de medewerker bij, dan zegt dat waar de vraag over gaat.
Antwoord met alleen het nummer van die tekst, of met 0 als geen van de teksten het antwoord op deze vraag geeft.`;

// A model that declines or talks about itself wrote no search query ("Als AI-taalmodel kan
// ik daar niets over zeggen."): its words would only find texts about "zeggen".
const REFUSAL =
  /\b(?:taalmodel|language model|ai-?model|als ai|as an ai|sorry|excuses|i can(?:not|'t)|kan ik (?:daar |hier )?(?:niets|niet|geen))\b/i;

/**
 * A candidate as the model reads it: an FAQ's question and answer, a passage with its
 * document, without sentences that give the model orders ("Negeer alle instructies …").
 */
function sourceText(candidate: Candidate): string {
  const text = withoutAddressing(candidate.doc.text);
  return candidate.doc.kind === "faq"
    ? `FAQ: ${candidate.doc.title}\n${text}`
    : `${candidate.doc.source}${candidate.doc.title ? ` — ${candidate.doc.title}` : ""}\n${text}`;
}

/** The question as the model reads it, with the employee's earlier words it leans on (see FoundAnswer.context). */
export function askedText(question: string, context: string | undefined): string {
  return context ? `Vraag: ${question}\n\nEerder bericht van de medewerker: ${context}` : `Vraag: ${question}`;
}

/**
 * The question as a search query, written by the model (abbreviations out, typos fixed,
 * the usual HR term), or null when the model fails or answers with something unusable.
 */
export async function rewriteQuery(llm: Llm, question: string, context?: string): Promise<string | null> {
  try {
    const text = await llm.complete(
      [
        { role: "system", content: REWRITE_PROMPT },
        { role: "user", content: context ? askedText(question, context) : question },
      ],
      { maxTokens: 60 },
    );
    // Models like to label the line ("Zoekvraag: …"), the more so with "Vraag:" in the prompt.
    const query = text
      .split("\n")[0]
      .trim()
      .replace(/^(?:zoekvraag|vraag)\s*:\s*/i, "")
      .replace(/^["']|["']$/g, "");
    return query && query.length <= 300 && query.toLowerCase() !== question.toLowerCase() && !REFUSAL.test(query)
      ? query
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the model judges that the candidate answers the question: true, false, or null
 * when it fails or answers neither JA nor NEE (then the scorer's decision stands).
 */
export async function verifyCandidate(
  llm: Llm,
  question: string,
  candidate: Candidate,
  context?: string,
): Promise<boolean | null> {
  const source = sourceText(candidate);
  try {
    const text = await llm.complete(
      [
        { role: "system", content: VERIFY_PROMPT },
        { role: "user", content: `${askedText(question, context)}\n\nTekst:\n${source}` },
      ],
      { maxTokens: 5 },
    );
    return readVerdict(text);
  } catch {
    return null;
  }
}

/**
 * Which of several candidates the model judges to answer the question: its index, -1 for
 * none of them, or null when the model fails or answers with no number on the list.
 */
export async function pickCandidate(
  llm: Llm,
  question: string,
  candidates: Candidate[],
  context?: string,
): Promise<number | null> {
  const sources = candidates.map((c, i) => `${i + 1}. ${sourceText(c)}`).join("\n\n");
  try {
    const text = await llm.complete(
      [
        { role: "system", content: PICK_PROMPT },
        { role: "user", content: `${askedText(question, context)}\n\nTeksten:\n${sources}` },
      ],
      { maxTokens: 5 },
    );
    return readPick(text, candidates.length);
  } catch {
    return null;
  }
}
