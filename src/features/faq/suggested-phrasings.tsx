import { useQuery } from "@rocicorp/zero/react";
import { PlusIcon } from "lucide-react";
import { useId } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { suggestedPhrasings } from "../knowledge/handover-questions.ts";

const t = nl.faq;

/**
 * 'Voorgestelde formuleringen': recent questions the assistant handed to staff while this
 * FAQ was its runner-up or (unconvincing) choice, and questions whose employee picked it from
 * the choices offered, or for which the language model chose it: added, the scorer answers
 * them without either. One click adds one to the list above.
 */
export function SuggestedPhrasings({
  organizationId,
  faq,
  onAdd,
}: {
  organizationId: string;
  faq: { id: string; question: string; alternative_questions: readonly string[] };
  onAdd: (text: string) => void;
}) {
  const id = useId();
  const [replies] = useQuery(queries.handovers.recent({ organizationId }));
  const suggestions = suggestedPhrasings(replies, faq);
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-1 border-t pt-2" data-testid="suggested-phrasings">
      <h3 id={id} className="text-sm font-medium">
        {t.suggestedPhrasings}
      </h3>
      <p className="text-xs text-muted-foreground">{t.suggestedPhrasingsHelp}</p>
      <ul className="space-y-1">
        {suggestions.map((text) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onAdd(text)}
              aria-label={t.suggestedPhrasingAdd(text)}
              className="flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <PlusIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span>{text}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
