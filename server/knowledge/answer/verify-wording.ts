import type { Llm } from "../../integrations/llm/create-llm.ts";
import { readVerdict } from "./read-verdict.ts";

// Not "controleert": the other verdict prompts start so, and this one asks something else.
const GROUNDED_PROMPT = `Je vergelijkt een antwoord van een HR-assistent met de bron waaruit het geschreven is.
Antwoord met precies één woord: JA als alles wat het antwoord zegt ook in de bron staat, met dezelfde getallen, voorwaarden, uitzonderingen en ontkenningen; NEE als het antwoord iets zegt dat niet in de bron staat, een voorwaarde of beperking uit de bron weglaat of ruimer maakt, of in een andere taal dan het Nederlands is geschreven.`;

/**
 * Whether the model judges that a reworded answer says only what its source says: true,
 * false, or null when it fails or answers neither JA nor NEE. A second look by the same
 * model: the wording call may have been steered, this one sees no question at all.
 */
export async function verifyWording(llm: Llm, reply: string, source: string): Promise<boolean | null> {
  try {
    const text = await llm.complete(
      [
        { role: "system", content: GROUNDED_PROMPT },
        { role: "user", content: `Bron:\n${source}\n\nAntwoord:\n${reply}` },
      ],
      { maxTokens: 5 },
    );
    return readVerdict(text);
  } catch {
    return null;
  }
}
