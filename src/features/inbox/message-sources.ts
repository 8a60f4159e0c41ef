import { nl } from "../../../common/i18n/nl.ts";

type Source = { readonly kind: string; readonly title: string; readonly source: string };

/**
 * What the 'Bronnen' line under a bot message lists: an FAQ by its question, a passage by its
 * document, each once; null when there is none, or when the message itself already ends in
 * "Bron: <document>" for every one of them (a document answer cites its source in the text
 * sent to WhatsApp, which is what the employee saw: the line would only say it again).
 */
export function sourcesLine(body: string, sources: readonly Source[] | null | undefined): string | null {
  if (!sources || sources.length === 0) return null;
  const named = sources.every((s) => s.kind !== "faq" && citedIn(body, s.source));
  if (named) return null;
  return [...new Set(sources.map((s) => (s.kind === "faq" ? `FAQ: ${s.title}` : s.source)))].join(", ");
}

/** Whether `body` has a "Bron: …" line naming `source`. */
function citedIn(body: string, source: string): boolean {
  const wanted = source.trim();
  if (!wanted) return false;
  return body.split("\n").some((line) => {
    const text = line.trim();
    if (!text.startsWith(nl.assistant.citationPrefix)) return false;
    const cited = text.slice(nl.assistant.citationPrefix.length);
    return cited.split(/,\s*/).some((name) => name.trim().replace(/\.$/, "") === wanted);
  });
}
