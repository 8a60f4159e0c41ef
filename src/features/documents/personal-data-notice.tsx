import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { setDocumentAnswers } from "./document-actions.ts";

type Doc = { id: string; filename: string; personal_data: boolean; personal_data_answers: boolean };

/**
 * 'Bevat persoonsgegevens' on a document's row: why the assistant leaves it out of answers,
 * and for admins the explicit choice to use it anyway (asked first) or to stop again. The
 * server refuses the choice to members and leaves the document out until it is made.
 */
export function PersonalDataNotice({ doc, isAdmin }: { doc: Doc; isAdmin: boolean }) {
  if (!doc.personal_data) return null;
  const change = async (allowed: boolean) => {
    const res = await setDocumentAnswers(doc.id, allowed);
    if (res.ok) toast.success(allowed ? nl.documents.answersAllowed : nl.documents.answersStopped);
    else toast.error(nl.documents.answersFailed, { description: res.message });
  };
  const on = doc.personal_data_answers;
  return (
    <div className="mt-2 space-y-1" data-testid="document-personal-data">
      <Badge variant={on ? "outline" : "destructive"}>{nl.documents.personalData}</Badge>
      <p role="note" className="text-sm break-words text-amber-700 dark:text-amber-400">
        {on ? nl.documents.personalDataOn : nl.documents.personalDataOff}
      </p>
      {isAdmin &&
        (on ? (
          <Button variant="outline" size="sm" onClick={() => void change(false)}>
            {nl.documents.answersStop}
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm">
                {nl.documents.answersAllow}
              </Button>
            }
            title={nl.documents.answersAllowConfirmTitle(doc.filename)}
            description={nl.documents.answersAllowConfirm}
            confirmLabel={nl.documents.answersAllow}
            onConfirm={() => void change(true)}
          />
        ))}
    </div>
  );
}
