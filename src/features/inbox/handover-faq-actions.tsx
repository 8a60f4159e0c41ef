import { BookPlusIcon, CircleCheckIcon, ListPlusIcon } from "lucide-react";
import { useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { FaqDialog } from "../faq/faq-dialog.tsx";
import type { AnsweredHandover } from "../knowledge/handover-questions.ts";
import { AddToFaqDialog } from "./add-to-faq-dialog.tsx";

const t = nl.inbox;

/**
 * Under an employee's question the assistant handed over and staff then answered: keep the
 * answer for next time, as a phrasing of an existing FAQ or as a new FAQ. Once an FAQ holds
 * the question (`inFaq`: that FAQ's question), it says so instead of offering either.
 */
export function HandoverFaqActions({
  organizationId,
  handover,
  labels = { add: t.addToFaq, create: t.newFaq, note: t.faqActions },
  inFaq = null,
}: {
  organizationId: string;
  handover: AnsweredHandover;
  inFaq?: string | null;
  /** The buttons' texts where another screen names them (Analytics: 'Voeg toe aan FAQ', 'Maak FAQ'). */
  labels?: { add: string; create: string; note: string };
}) {
  const [open, setOpen] = useState<"add" | "new" | null>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2" data-testid="handover-faq-actions">
      <span className="sr-only">{labels.note}</span>
      {inFaq === null ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen("add")}>
          <ListPlusIcon aria-hidden /> {labels.add}
        </Button>
      ) : (
        <p className="flex items-center gap-1 text-xs text-green-700 dark:text-green-400" data-testid="in-faq">
          <CircleCheckIcon className="size-3.5 shrink-0" aria-hidden /> {t.inFaq(inFaq)}
        </p>
      )}
      {/* A second FAQ with the same question would be refused (and leave the assistant torn between two). */}
      {inFaq === null && (
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen("new")}>
          <BookPlusIcon aria-hidden /> {labels.create}
        </Button>
      )}
      <AddToFaqDialog
        open={open === "add"}
        onOpenChange={close}
        organizationId={organizationId}
        question={handover.question}
        suggestedFaqId={handover.faqId}
      />
      <FaqDialog
        open={open === "new"}
        onOpenChange={close}
        organizationId={organizationId}
        faq={null}
        prefill={open === "new" ? { question: handover.question, answer: handover.staffAnswer } : null}
      />
    </div>
  );
}
