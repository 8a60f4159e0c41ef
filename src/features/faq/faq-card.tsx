import type { Row } from "@rocicorp/zero";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { AlertDialog } from "radix-ui";
import type { schema } from "../../../zero-schema.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { nl } from "../../i18n/nl.ts";

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
  return (
    <Card className="p-5" data-testid="faq-card">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{faq.channel}</Badge>
        {!faq.is_active && <Badge variant="outline">{nl.faq.inactive}</Badge>}
        {faq.requires_verification && <Badge variant="outline">{nl.faq.verificationBadge}</Badge>}
        {canEdit && (
          <div className="ml-auto flex gap-1">
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`${nl.faq.edit}: ${faq.question}`}>
              <PencilIcon />
            </Button>
            <AlertDialog.Root>
              <AlertDialog.Trigger asChild>
                <Button variant="ghost" size="icon" aria-label={`${nl.faq.delete}: ${faq.question}`}>
                  <Trash2Icon />
                </Button>
              </AlertDialog.Trigger>
              <AlertDialog.Portal>
                <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
                <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg">
                  <AlertDialog.Title className="text-lg font-semibold">{nl.faq.deleteConfirmTitle}</AlertDialog.Title>
                  <AlertDialog.Description className="text-sm text-muted-foreground">
                    {nl.faq.deleteConfirmText}
                  </AlertDialog.Description>
                  <div className="flex justify-end gap-2">
                    <AlertDialog.Cancel asChild>
                      <Button variant="outline">{nl.common.cancel}</Button>
                    </AlertDialog.Cancel>
                    <AlertDialog.Action asChild>
                      <Button variant="destructive" onClick={onDelete}>
                        {nl.faq.delete}
                      </Button>
                    </AlertDialog.Action>
                  </div>
                </AlertDialog.Content>
              </AlertDialog.Portal>
            </AlertDialog.Root>
          </div>
        )}
      </div>
      <h2 className="font-semibold">{faq.question}</h2>
      <p className="mt-2 text-sm whitespace-pre-line text-muted-foreground">{faq.answer}</p>
    </Card>
  );
}
