import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { FaqSuggestion } from "../../../common/faq/faq-suggestion.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { documentsSummary, fetchSuggestions } from "./faq-assist-api.ts";

/**
 * When the dialog opens, the documents check runs first, then suggestions are
 * requested. Nothing shows without processed documents; when the only ones are marked
 * 'Bevat persoonsgegevens' and wait for an admin, a line says so.
 */
export function FaqSuggestions({
  organizationId,
  onPick,
}: {
  organizationId: string;
  onPick: (suggestion: FaqSuggestion) => void;
}) {
  const [state, setState] = useState<"checking" | "none" | "withheld" | "loading" | "ready">("checking");
  const [suggestions, setSuggestions] = useState<FaqSuggestion[]>([]);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const summary = await documentsSummary(organizationId);
        if (!summary.hasDocuments) {
          if (live) setState(summary.withheld ? "withheld" : "none");
          return;
        }
      } catch (err) {
        console.error("faq-assist documents-summary", err); // a failed check is only logged, never shown
        if (live) setState("none");
        return;
      }
      if (live) setState("loading");
      try {
        const found = await fetchSuggestions(organizationId);
        if (live) {
          setSuggestions(found);
          setState("ready");
        }
      } catch (err) {
        if (!live) return;
        setState("none");
        toast.error(nl.faq.suggestionsFailed, {
          description: (err instanceof Error && err.message) || nl.faq.suggestionsFailedFallback,
        });
      }
    })();
    return () => {
      live = false;
    };
  }, [organizationId]);

  if (state === "checking" || state === "none") return null;
  if (state === "withheld")
    return (
      <p className="rounded-md border p-3 text-sm text-muted-foreground" data-testid="faq-suggestions-withheld">
        {nl.faq.suggestionsWithheld}
      </p>
    );
  return (
    <section aria-labelledby="faq-suggestions-title" className="space-y-2 rounded-md border p-3">
      <h3 id="faq-suggestions-title" className="text-sm font-medium">
        {nl.faq.suggestionsTitle}
      </h3>
      <p className="text-xs text-muted-foreground">{nl.faq.suggestionsHelp}</p>
      {state === "loading" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> {nl.faq.suggestionsLoading}
        </p>
      ) : suggestions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{nl.faq.suggestionsEmpty}</p>
      ) : (
        <ul className="max-h-48 space-y-1 overflow-y-auto">
          {suggestions.map((s) => (
            <li key={s.question}>
              <button
                type="button"
                onClick={() => onPick(s)}
                className="flex w-full items-start justify-between gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                <span>{s.question}</span>
                <Badge variant={s.confidence > 0.7 ? "default" : "secondary"}>{nl.faq.confidence(s.confidence)}</Badge>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
