import { useQuery } from "@rocicorp/zero/react";
import { PlusIcon } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { FaqCard, type FaqRow } from "./faq-card.tsx";
import { FaqDialog } from "./faq-dialog.tsx";
import { pickableFaqs } from "./faq-search.ts";

export function FaqPage() {
  const { organization, isAdmin } = useCurrentOrganization();
  const [faqs, result] = useQuery(queries.faqs.ofOrganization({ organizationId: organization?.id ?? "" }));
  const mutate = useMutate();
  const [dialog, setDialog] = useState<{ open: boolean; faq: FaqRow | null }>({ open: false, faq: null });
  const [search, setSearch] = useState("");
  const searched = useDeferredValue(search);
  const shown = useMemo(() => pickableFaqs(faqs, searched, null), [faqs, searched]);

  const loadError = result.type === "error" ? result.error.message : null;
  useEffect(() => {
    if (loadError) toast.error(nl.faq.loadFailed, { description: loadError });
  }, [loadError]);

  // Where focus goes once a deleted FAQ's card (and the button that had focus) is gone.
  const refocus = useRef<{ gone: string; next: string | null } | null>(null);
  useEffect(() => {
    const pending = refocus.current;
    if (!pending || shown.some((f) => f.id === pending.gone)) return;
    refocus.current = null;
    // After the confirmation dialog's own focus return (a timer), which found its trigger gone.
    setTimeout(() => {
      const card = pending.next ? document.querySelector(`[data-faq-id="${pending.next}"]`) : null;
      const target = card?.querySelector<HTMLElement>("button") ?? document.querySelector<HTMLElement>("main h1");
      if (target && !target.matches("button")) target.setAttribute("tabindex", "-1");
      target?.focus();
    }, 0);
  }, [shown]);

  const remove = async (faq: FaqRow) => {
    const at = shown.findIndex((f) => f.id === faq.id);
    refocus.current = { gone: faq.id, next: (shown[at + 1] ?? shown[at - 1])?.id ?? null };
    const res = await mutate(mutators.faq.delete({ id: faq.id }));
    if (!res.ok) refocus.current = null;
    if (res.ok) toast.success(nl.faq.deleted);
    else toast.error(nl.faq.deleteFailed, { description: res.message });
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={nl.faq.title}
        description={nl.faq.description}
        actions={
          isAdmin && (
            <Button onClick={() => setDialog({ open: true, faq: null })}>
              <PlusIcon aria-hidden /> {nl.faq.add}
            </Button>
          )
        }
      />
      {!isAdmin && <p className="mb-4 text-sm text-muted-foreground">{nl.faq.adminsOnly}</p>}
      {/* FAQs other screens synced are not the list: a search among them would miss the rest. */}
      {result.type !== "complete" ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : faqs.length === 0 ? (
        <Card className="p-10 text-center text-muted-foreground">{nl.faq.empty}</Card>
      ) : (
        <div className="grid gap-4">
          <SearchInput value={search} onChange={setSearch} placeholder={nl.faq.search} className="w-full max-w-sm" />
          {shown.length === 0 && (
            <p className="py-6 text-center text-sm text-muted-foreground">{nl.faq.noMatches(search.trim())}</p>
          )}
          {shown.map((faq) => (
            <FaqCard
              key={faq.id}
              faq={faq}
              canEdit={isAdmin}
              onEdit={() => setDialog({ open: true, faq })}
              onDelete={() => void remove(faq)}
            />
          ))}
        </div>
      )}
      <FaqDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        organizationId={organization?.id ?? null}
        faq={dialog.faq}
      />
    </div>
  );
}
