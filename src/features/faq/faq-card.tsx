import type { Row } from "@rocicorp/zero";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import type { schema } from "../../../zero-schema.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";

export type FaqRow = Row<typeof schema.tables.faqs>;

export function FaqCard({
  faq,
  canEdit,
  onEdit,
  onDelete,
}: {
  faq: FaqRow;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const phrasings = faq.alternative_questions?.length ?? 0;
  return (
    <Card className="p-5" data-testid="faq-card" data-faq-id={faq.id}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{faq.channel}</Badge>
        {!faq.is_active && <Badge variant="outline">{nl.faq.inactive}</Badge>}
        {faq.requires_verification && <Badge variant="outline">{nl.faq.verificationBadge}</Badge>}
        {phrasings > 0 && (
          <Badge variant="outline" data-testid="faq-phrasing-count">
            {nl.faq.phrasingCount(phrasings)}
          </Badge>
        )}
        {canEdit && (
          <div className="ml-auto flex gap-1">
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`${nl.faq.edit}: ${faq.question}`}>
              <PencilIcon />
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="icon" aria-label={`${nl.faq.delete}: ${faq.question}`}>
                  <Trash2Icon />
                </Button>
              }
              title={nl.faq.deleteConfirmTitle}
              description={nl.faq.deleteConfirmText}
              confirmLabel={nl.faq.delete}
              onConfirm={onDelete}
            />
          </div>
        )}
      </div>
      <h2 className="font-semibold">{faq.question}</h2>
      <p className="mt-2 text-sm whitespace-pre-line text-muted-foreground">{faq.answer}</p>
    </Card>
  );
}
