import { useQuery } from "@rocicorp/zero/react";
import { SparklesIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { AI_RESPONSE_MODES } from "../../../common/faq/faq-modes.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { isOrHoldsIdentifier } from "../../../common/privacy/no-identifier.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { phrasingProblems } from "../../../common/zero/phrasings.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { describedBy, errorId, Field } from "../../components/ui/field.tsx";
import { FormDialog } from "../../components/ui/form-dialog.tsx";
import { Textarea } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { useAfter } from "../../lib/use-after.ts";
import { useMutate } from "../../zero/use-mutate.ts";
import { useAdminLost } from "../organizations/use-admin-lost.ts";
import { draftAnswer, FaqAssistError } from "./faq-assist-api.ts";
import { fieldProblems } from "./faq-field-problems.ts";
import { type FaqFormValues, faqFormFrom } from "./faq-form.ts";
import { FaqPhrasings } from "./faq-phrasings.tsx";
import { FaqSuggestions } from "./faq-suggestions.tsx";
import { keepAskedWording } from "./keep-asked-wording.ts";

export type EditableFaq = NonNullable<Parameters<typeof faqFormFrom>[0]> & { id: string; updated_at?: number };

const refused = nl.privacy.identifierRefused;
/** A save still waiting after this long says why (a connection that falters, a busy server). */
const SLOW_SAVE_MS = 2_000;

export function FaqDialog({
  open,
  onOpenChange,
  organizationId,
  faq,
  prefill = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: string | null;
  faq: EditableFaq | null;
  /** A new FAQ started from elsewhere (the inbox): its question and answer, to tidy before saving. */
  prefill?: { question: string; answer: string } | null;
}) {
  const blocked = useAdminLost();
  const mutate = useMutate();
  // The organisation's FAQs (already in the local store on the FAQ page): a phrasing another holds is flagged.
  const [others] = useQuery(queries.faqs.ofOrganization({ organizationId: organizationId ?? "" }), {
    enabled: open && organizationId !== null,
  });
  const initial = () => (faq ? faqFormFrom(faq) : { ...faqFormFrom(null), ...prefill });
  const [values, setValues] = useState<FaqFormValues>(initial);
  // True from 'Opslaan' until the server's verdict, also one that comes after the 10 s in
  // which useMutate reports the save as not confirmed yet: the FAQ may still be saved, and a
  // second click would only be refused as a duplicate of the first.
  const [saving, setSaving] = useState(false);
  const slow = useAfter(saving, SLOW_SAVE_MS);
  // Which opening of the dialog a save belongs to: a late verdict leaves a later one alone.
  const opening = useRef(0);
  const [generating, setGenerating] = useState(false);
  const ids = {
    question: useId(),
    answer: useId(),
    active: useId(),
    verification: useId(),
    mode: useId(),
    generateHint: useId(),
  };
  // A missing question or answer, or one holding a BSN or IBAN, is said at the field itself
  // (a toast is gone before a screen reader user finds which field it meant); typing clears it.
  const [problem, setProblem] = useState<{ question?: string; answer?: string }>({});
  const set = <K extends keyof FaqFormValues>(key: K, value: FaqFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === "question" || key === "answer") setProblem((m) => ({ ...m, [key]: undefined }));
  };

  // The dialog resets every time it opens. A prefill counts by its text: the inbox
  // passes a fresh object whenever a live message re-renders it, which must not undo edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `initial` reads only `faq` and `prefill`.
  useEffect(() => {
    if (!open) return;
    setValues(initial());
    setProblem({});
    setSaving(false);
    opening.current++;
  }, [open, faq, prefill?.question, prefill?.answer]);

  // 'Genereer met AI': a draft from the organisation's documents in the chosen mode.
  const generate = async () => {
    if (!organizationId) {
      toast.error(nl.common.noOrganization);
      return;
    }
    if (!values.question.trim()) {
      toast.error(nl.faq.questionFirst);
      return;
    }
    setGenerating(true);
    try {
      const draft = await draftAnswer(organizationId, values.question.trim(), values.ai_response_mode);
      set("answer", draft.answer);
      toast.success(nl.faq.generated, { description: nl.faq.generatedFrom(draft.source) });
    } catch (err) {
      toast.error(nl.faq.generateFailed, { description: err instanceof FaqAssistError ? err.description : undefined });
    } finally {
      setGenerating(false);
    }
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!organizationId) {
      toast.error(nl.common.noOrganization);
      return;
    }
    const found = fieldProblems(values);
    if (found.question || found.answer) {
      setProblem(found);
      document.getElementById(found.question ? ids.question : ids.answer)?.focus();
      return;
    }
    if (values.alternative_questions.some((q) => isOrHoldsIdentifier(q))) {
      toast.error(nl.common.error, { description: refused(nl.privacy.identifierWhere.phrasing) });
      return;
    }
    if (phrasingProblems(values.question, values.alternative_questions).some(Boolean)) {
      toast.error(nl.common.error, { description: nl.faq.phrasingsInvalid });
      return;
    }
    setSaving(true);
    const question = values.question.trim();
    const phrasings = values.alternative_questions.map((p) => p.trim());
    const fields = {
      ...values,
      question,
      answer: values.answer.trim(),
      // A new FAQ from an employee's question keeps their own words when staff tidied them.
      alternative_questions: [
        ...(faq
          ? phrasings
          : keepAskedWording({ question, alternative_questions: phrasings }, prefill?.question, others)),
      ],
      now: Date.now(),
    };
    const mine = opening.current;
    const res = await mutate(
      faq
        ? mutators.faq.update({ id: faq.id, expected_updated_at: faq.updated_at, ...fields })
        : mutators.faq.create({ id: crypto.randomUUID(), organization_id: organizationId, ...fields }),
      // useMutate toasts the late verdict; saved, the dialog is done, refused, it can be saved again.
      (late) => {
        if (opening.current !== mine) return;
        setSaving(false);
        if (late.ok) onOpenChange(false);
      },
    );
    // The outcome is said either way; the form is only touched if it is still this save's.
    const current = opening.current === mine;
    if (!res.ok) {
      if (current && !res.pending) setSaving(false);
      toast.error(nl.common.error, { description: res.message });
      return;
    }
    if (faq) toast.success(nl.faq.updated, { description: nl.faq.updatedDescription });
    else toast.success(nl.faq.created, { description: nl.faq.createdDescription });
    if (!current) return;
    setSaving(false);
    onOpenChange(false);
  };

  return (
    <FormDialog
      blocked={blocked}
      open={open}
      onOpenChange={onOpenChange}
      title={faq ? nl.faq.editTitle : nl.faq.createTitle}
      description={nl.faq.description}
      onSubmit={save}
      submitLabel={saving ? nl.common.saving : nl.common.save}
      submitDisabled={saving}
      className="sm:max-w-[600px]"
    >
      <Field id={ids.question} label={nl.faq.question} error={problem.question}>
        <Textarea
          id={ids.question}
          rows={2}
          value={values.question}
          placeholder={nl.faq.questionPlaceholder}
          onChange={(e) => set("question", e.target.value)}
          aria-required
          aria-invalid={!!problem.question || undefined}
          aria-describedby={describedBy(ids.question, { error: problem.question })}
        />
      </Field>
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={ids.answer}>{nl.faq.answer}</Label>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={generate}
            disabled={!values.question.trim() || generating}
            aria-describedby={values.question.trim() ? undefined : ids.generateHint}
          >
            {generating ? <Spinner className="size-4" /> : <SparklesIcon aria-hidden />}
            {generating ? nl.faq.generating : nl.faq.generate}
          </Button>
        </div>
        {!values.question.trim() && (
          <p id={ids.generateHint} className="text-xs text-muted-foreground">
            {nl.faq.questionFirst}
          </p>
        )}
        <Textarea
          id={ids.answer}
          rows={6}
          value={values.answer}
          placeholder={nl.faq.answerPlaceholder}
          onChange={(e) => set("answer", e.target.value)}
          aria-required
          aria-invalid={!!problem.answer || undefined}
          aria-describedby={problem.answer ? errorId(ids.answer) : undefined}
        />
        {problem.answer && (
          <p id={errorId(ids.answer)} className="text-xs text-destructive">
            {problem.answer}
          </p>
        )}
      </div>
      {/* Under the question and answer, which it fills: arriving a moment after the dialog
          opens, it moves nothing the user may be typing in. */}
      {open && !faq && !prefill && organizationId && (
        <FaqSuggestions
          organizationId={organizationId}
          onPick={(s) => setValues((v) => ({ ...v, question: s.question, answer: s.answer ?? v.answer }))}
        />
      )}
      <FaqPhrasings
        question={values.question}
        value={values.alternative_questions}
        onChange={(next) => set("alternative_questions", next)}
        suggestFor={faq && organizationId ? { organizationId, faqId: faq.id } : null}
        others={others}
        checkIn={
          organizationId ? { organizationId, faqId: faq?.id ?? null, saved: faq?.alternative_questions ?? [] } : null
        }
      />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{nl.faq.mode}</legend>
        {AI_RESPONSE_MODES.map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={ids.mode}
              value={mode}
              checked={values.ai_response_mode === mode}
              onChange={() => set("ai_response_mode", mode)}
              className="accent-primary"
            />
            {mode === "exact" ? nl.faq.modeExact : nl.faq.modeReformulate}
          </label>
        ))}
      </fieldset>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={ids.active}>{nl.faq.active}</Label>
        <Switch id={ids.active} checked={values.is_active} onCheckedChange={(v) => set("is_active", v)} />
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <Label htmlFor={ids.verification}>{nl.faq.verification}</Label>
          <p className="mt-1 text-xs text-muted-foreground">{nl.faq.verificationHelp}</p>
        </div>
        <Switch
          id={ids.verification}
          checked={values.requires_verification}
          onCheckedChange={(v) => set("requires_verification", v)}
        />
      </div>
      {/* Beside the buttons, where the eye is after 'Opslaan'. */}
      {slow && (
        <p role="status" className="text-sm text-muted-foreground" data-testid="faq-saving-slow">
          {nl.faq.savingSlow}
        </p>
      )}
    </FormDialog>
  );
}
