import { PlusIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { heldByOtherFaq, MAX_PHRASINGS, phrasingKey, phrasingProblems } from "../../../common/zero/phrasings.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { useAnsweredElsewhere } from "../knowledge/use-answered-elsewhere.ts";
import { SuggestedPhrasings } from "./suggested-phrasings.tsx";

const t = nl.faq;

/**
 * 'Andere formuleringen': other ways employees ask the question, edited in place. Enter in
 * the new-phrasing field adds it (instead of saving the dialog); problems show per phrasing.
 */
export function FaqPhrasings({
  question,
  value,
  onChange,
  suggestFor,
  others = [],
  checkIn = null,
}: {
  question: string;
  value: string[];
  onChange: (next: string[]) => void;
  /** An existing FAQ gets suggestions from handed-over questions. */
  suggestFor: { organizationId: string; faqId: string } | null;
  /** The organisation's FAQs, to warn when a phrasing already belongs to another. */
  others?: readonly { id: string; question: string; alternative_questions: readonly string[] }[];
  /** Where to ask whether another FAQ answers a phrasing added now, and the FAQ's saved phrasings (not asked about). */
  checkIn?: { organizationId: string; faqId: string | null; saved: readonly string[] } | null;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const addInput = useRef<HTMLInputElement>(null);
  const problems = phrasingProblems(question, value);
  const full = value.length >= MAX_PHRASINGS;
  // Only phrasings added since the FAQ was saved are asked about.
  const stored = new Set((checkIn?.saved ?? []).map(phrasingKey));
  const added = value.filter((text, i) => !problems[i] && !stored.has(phrasingKey(text)));
  const answeredBy = useAnsweredElsewhere(checkIn, added);

  const add = (text: string) => {
    const problem = phrasingProblems(question, [...value, text]).at(-1);
    if (problem) return t.phrasingProblem[problem];
    onChange([...value, text.trim()]);
    return null;
  };
  const addDraft = () => {
    const error = full ? t.phrasingsMax(MAX_PHRASINGS) : add(draft);
    setDraftError(error);
    if (!error) setDraft("");
    addInput.current?.focus();
  };
  const onDraftKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    addDraft();
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    addInput.current?.focus();
  };
  // Enter in a phrasing moves on to the new-phrasing field rather than saving half an edit.
  const onItemKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    addInput.current?.focus();
  };

  return (
    <fieldset className="space-y-2 rounded-md border p-3" aria-describedby={`${id}-help`}>
      <legend className="flex items-center gap-2 px-1 text-sm font-medium">
        {t.phrasings}
        {value.length > 0 && <Badge variant="secondary">{value.length}</Badge>}
      </legend>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {t.phrasingsHelp}
      </p>
      {value.length > 0 && (
        <ul className="space-y-2" data-testid="faq-phrasings">
          {value.map((text, i) => {
            const problem = problems[i];
            const elsewhere = problem ? null : heldByOtherFaq(text, others, suggestFor?.faqId ?? null);
            // Held by no other FAQ in words, yet answered by one now: adding it here would compete.
            const answered =
              problem || elsewhere || stored.has(phrasingKey(text)) ? null : answeredBy.get(phrasingKey(text));
            const itemId = `${id}-item-${i}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: phrasings are edited in place, so the position is the identity.
              <li key={i} className="space-y-1">
                <div className="flex gap-2">
                  <Input
                    id={itemId}
                    aria-label={t.phrasingLabel(i + 1)}
                    value={text}
                    maxLength={400}
                    onChange={(e) => onChange(value.map((v, j) => (j === i ? e.target.value : v)))}
                    onKeyDown={onItemKey}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={
                      problem ? `${itemId}-error` : elsewhere || answered ? `${itemId}-elsewhere` : undefined
                    }
                    className={problem ? "border-destructive" : undefined}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => remove(i)}
                    aria-label={t.phrasingRemove(text)}
                  >
                    <XIcon aria-hidden />
                  </Button>
                </div>
                {problem && (
                  <p id={`${itemId}-error`} className="text-xs text-destructive">
                    {t.phrasingProblem[problem]}
                  </p>
                )}
                {(elsewhere || answered) && (
                  <p id={`${itemId}-elsewhere`} className="text-xs text-amber-700 dark:text-amber-400">
                    {elsewhere ? t.phrasingElsewhere(elsewhere) : t.phrasingAnsweredElsewhere(answered ?? "")}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="space-y-1">
        <Label htmlFor={`${id}-new`} className="sr-only">
          {t.phrasingNew}
        </Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-new`}
            ref={addInput}
            value={draft}
            placeholder={t.phrasingNewPlaceholder}
            maxLength={400}
            disabled={full}
            onChange={(e) => {
              setDraft(e.target.value);
              setDraftError(null);
            }}
            onKeyDown={onDraftKey}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError || full ? `${id}-new-error` : undefined}
          />
          <Button type="button" variant="outline" onClick={addDraft} disabled={full || !draft.trim()}>
            <PlusIcon aria-hidden /> {t.phrasingAdd}
          </Button>
        </div>
        {(draftError || full) && (
          <p
            id={`${id}-new-error`}
            className={draftError ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
          >
            {draftError ?? t.phrasingsMax(MAX_PHRASINGS)}
          </p>
        )}
      </div>
      {suggestFor && !full && (
        <SuggestedPhrasings
          organizationId={suggestFor.organizationId}
          faq={{ id: suggestFor.faqId, question, alternative_questions: value }}
          onAdd={(text) => {
            add(text);
          }}
        />
      )}
    </fieldset>
  );
}
