import { useQuery } from "@rocicorp/zero/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { isKnownPhrasing, phrasingLengthProblem } from "../../../common/zero/phrasings.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { FormDialog } from "../../components/ui/form-dialog.tsx";
import { Textarea } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { cn } from "../../lib/cn.ts";
import { useSave } from "../../zero/use-save.ts";
import { pickableFaqs } from "../faq/faq-search.ts";
import { useAdminLost } from "../organizations/use-admin-lost.ts";

const t = nl.inbox;

/**
 * 'Toevoegen aan FAQ': the employee's question becomes one more phrasing of an FAQ staff
 * pick (the one the assistant nearly chose comes first and is preselected).
 */
export function AddToFaqDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: string;
  question: string;
  suggestedFaqId: string | null;
}) {
  const blocked = useAdminLost();
  const { open, onOpenChange, organizationId, question, suggestedFaqId } = props;
  const { busy, save } = useSave();
  const [faqs] = useQuery(queries.faqs.ofOrganization({ organizationId }));
  const [phrasing, setPhrasing] = useState(question);
  const [search, setSearch] = useState("");
  const [faqId, setFaqId] = useState<string | null>(null);
  const ids = { phrasing: useId(), list: useId(), error: useId() };

  useEffect(() => {
    if (!open) return;
    setPhrasing(question);
    setSearch("");
    setFaqId(suggestedFaqId);
  }, [open, question, suggestedFaqId]);

  const shown = pickableFaqs(faqs, search, suggestedFaqId);
  const chosen = faqs.find((f) => f.id === faqId);
  const problem = phrasingLengthProblem(phrasing);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen || problem) return;
    if (isKnownPhrasing(chosen, phrasing)) {
      toast.info(t.alreadyPhrasing);
      onOpenChange(false);
      return;
    }
    const res = await save(
      mutators.faq.addAlternativeQuestion({ id: chosen.id, question: phrasing.trim(), now: Date.now() }),
      // Saved after the 10 s notice (useMutate says so): done, as if at once.
      (late) => late.ok && onOpenChange(false),
    );
    if (!res) return;
    if (!res.ok) {
      toast.error(t.addToFaqFailed, { description: res.message });
      return;
    }
    toast.success(t.addedToFaq, { description: t.addedToFaqDescription(chosen.question) });
    onOpenChange(false);
  };

  return (
    <FormDialog
      blocked={blocked}
      open={open}
      onOpenChange={onOpenChange}
      title={t.addToFaq}
      description={t.addToFaqDescription}
      onSubmit={submit}
      submitLabel={t.addToFaq}
      submitDisabled={busy || !chosen || problem !== null}
      className="sm:max-w-[560px]"
    >
      <div className="space-y-2">
        <Label htmlFor={ids.phrasing}>{t.phrasing}</Label>
        <Textarea
          id={ids.phrasing}
          rows={2}
          value={phrasing}
          onChange={(e) => setPhrasing(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
        />
        {problem && (
          <p id={ids.error} className="text-xs text-destructive">
            {nl.faq.phrasingProblem[problem]}
          </p>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t.pickFaq}</legend>
        <SearchInput value={search} onChange={setSearch} placeholder={t.searchFaq} />
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noFaqs}</p>
        ) : (
          <div className="max-h-64 space-y-1 overflow-y-auto rounded-md border p-1" id={ids.list}>
            {shown.map((faq) => (
              <label
                key={faq.id}
                className={cn(
                  "flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  faq.id === faqId && "bg-muted",
                )}
              >
                <input
                  type="radio"
                  name={ids.list}
                  value={faq.id}
                  checked={faq.id === faqId}
                  onChange={() => setFaqId(faq.id)}
                  className="mt-0.5 accent-primary"
                />
                <span className="flex-1">{faq.question}</span>
                {faq.id === suggestedFaqId && <Badge variant="secondary">{t.suggestedFaq}</Badge>}
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </FormDialog>
  );
}
