import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { cn } from "../../lib/cn.ts";
import { parseSynonymForm, type SynonymErrors, type SynonymFields } from "./synonym-form.ts";

const t = nl.synonyms;

/**
 * Term and synonyms, for a new entry and for editing one. `onSave` gets the checked values
 * and returns field messages when the save was refused (null when it worked).
 */
export function SynonymEditor({
  initial,
  entries,
  exceptId,
  onSave,
  actions,
  label,
  focusOnOpen = false,
}: {
  initial: SynonymFields;
  entries: readonly { id: string; term: string }[];
  exceptId: string | null;
  onSave: (term: string, synonyms: string[]) => Promise<SynonymErrors | null>;
  /** The submit (and cancel) buttons. */
  actions: (busy: boolean) => ReactNode;
  /** The form's accessible name. */
  label: string;
  /** Puts the cursor in the first field when the form appears (an edit opened from its row's button). */
  focusOnOpen?: boolean;
}) {
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = firstField.current;
    if (!focusOnOpen || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [focusOnOpen]);
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<SynonymErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (k: keyof SynonymFields, v: string) => {
    setFields((f) => ({ ...f, [k]: v }));
    setErrors(({ [k]: _, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseSynonymForm(fields, entries, exceptId);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setBusy(true);
    const refused = await onSave(parsed.term, parsed.synonyms);
    setBusy(false);
    if (refused) setErrors(refused);
    else if (exceptId === null) setFields(initial);
  };

  const field = (k: keyof SynonymFields, text: string, placeholder: string, hint?: string) => {
    const fieldId = `${id}-${k}`;
    const error = errors[k];
    const described = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
    return (
      <div className={cn("space-y-1", k === "synonyms" && "w-full sm:w-auto sm:flex-1")}>
        <Label htmlFor={fieldId}>{text}</Label>
        <Input
          ref={k === "term" ? firstField : undefined}
          id={fieldId}
          value={fields[k]}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(e) => set(k, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={error ? "border-destructive" : undefined}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="text-xs text-destructive">
            {error}
          </p>
        ) : (
          hint && (
            <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          )
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-wrap items-start gap-3">
      <div className="w-full sm:w-48">{field("term", t.term, t.termPlaceholder)}</div>
      {field("synonyms", t.synonyms, t.synonymsPlaceholder, t.synonymsHint)}
      <div className="flex gap-2 sm:mt-6">{actions(busy)}</div>
    </form>
  );
}
