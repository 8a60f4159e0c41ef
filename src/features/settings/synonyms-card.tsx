import type { Row } from "@rocicorp/zero";
import { useQuery } from "@rocicorp/zero/react";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import type { schema } from "../../../zero-schema.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { type Mutation, useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { SynonymEditor } from "./synonym-editor.tsx";
import { emptySynonym, type SynonymErrors, synonymFieldsFrom, synonymSaveErrors } from "./synonym-form.ts";

const t = nl.synonyms;
type SynonymRow = Row<typeof schema.tables.assistant_synonyms>;

/** Saves, toasts the outcome, and hands a refused duplicate back to the term field. */
function useSaveSynonym() {
  const mutate = useMutate();
  return async (mutation: Mutation, success: string): Promise<SynonymErrors | null> => {
    const res = await mutate(mutation);
    if (res.ok) {
      toast.success(success);
      return null;
    }
    const errors = synonymSaveErrors(res.message);
    if (!errors) toast.error(t.saveFailed, { description: res.message });
    return errors ?? {};
  };
}

function SynonymItem({ row, entries, canEdit }: { row: SynonymRow; entries: readonly SynonymRow[]; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const save = useSaveSynonym();
  const mutate = useMutate();
  // Closing the edit form (save, cancel, Escape) hands focus back to the row's 'Bewerk'
  // button, once it is rendered again: after the commit, not in a frame that may come first
  // (a save closes the form from an async callback).
  const returnFocus = useRef(false);
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const remove = async () => {
    const res = await mutate(mutators.synonyms.delete({ id: row.id }));
    if (res.ok) toast.success(t.deleted);
    else toast.error(t.deleteFailed, { description: res.message });
  };

  if (editing) {
    return (
      <li className="py-3" onKeyDown={(e) => e.key === "Escape" && stopEditing()} data-testid="synonym-row">
        <SynonymEditor
          label={t.edit(row.term)}
          focusOnOpen
          initial={synonymFieldsFrom(row)}
          entries={entries}
          exceptId={row.id}
          onSave={async (term, synonyms) => {
            const refused = await save(
              mutators.synonyms.update({ id: row.id, term, synonyms, now: Date.now() }),
              t.updated,
            );
            if (!refused) stopEditing();
            return refused;
          }}
          actions={(busy) => (
            <>
              <Button type="submit" unavailable={busy}>
                {nl.common.save}
              </Button>
              <Button type="button" variant="outline" onClick={stopEditing}>
                {nl.common.cancel}
              </Button>
            </>
          )}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-2 py-3" data-testid="synonym-row">
      <span className="font-medium">{row.term}</span>
      <span className="text-muted-foreground" aria-hidden>
        →
      </span>
      <span className="sr-only">{t.synonyms}:</span>
      <span className="flex flex-1 flex-wrap gap-1">
        {row.synonyms.map((s) => (
          <Badge key={s} variant="secondary" className="font-normal">
            {s}
          </Badge>
        ))}
      </span>
      {canEdit && (
        <span className="ml-auto flex gap-1">
          <Button
            ref={editButton}
            variant="ghost"
            size="icon"
            onClick={() => setEditing(true)}
            aria-label={t.edit(row.term)}
          >
            <PencilIcon />
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="icon" aria-label={t.delete(row.term)}>
                <Trash2Icon />
              </Button>
            }
            title={t.deleteConfirmTitle}
            description={t.deleteConfirm(row.term)}
            confirmLabel={t.deleteLabel}
            onConfirm={() => void remove()}
          />
        </span>
      )}
    </li>
  );
}

/**
 * 'Synoniemen': the organisation's own words for things ("rooster" is "planning" here).
 * Admins keep the list; members see it.
 */
export function SynonymsCard() {
  const { organization, isAdmin } = useCurrentOrganization();
  const organizationId = organization?.id ?? "";
  const [rows, result] = useQuery(queries.synonyms.ofOrganization({ organizationId }));
  const entries = useMemo(() => [...rows].sort((a, b) => a.term.localeCompare(b.term, "nl")), [rows]);
  const save = useSaveSynonym();
  if (!organization) return null;

  return (
    <SettingsCard title={t.title} description={t.description}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{t.adminsOnly}</p>}
      {entries.length === 0 ? (
        result.type === "complete" && <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ul className="divide-y" aria-label={t.title}>
          {entries.map((row) => (
            <SynonymItem key={row.id} row={row} entries={entries} canEdit={isAdmin} />
          ))}
        </ul>
      )}
      {isAdmin && (
        <div className="border-t pt-4">
          <SynonymEditor
            label={t.add}
            initial={emptySynonym}
            entries={entries}
            exceptId={null}
            onSave={(term, synonyms) =>
              save(
                mutators.synonyms.create({
                  id: crypto.randomUUID(),
                  organization_id: organizationId,
                  term,
                  synonyms,
                  now: Date.now(),
                }),
                t.added,
              )
            }
            actions={(busy) => (
              <Button type="submit" unavailable={busy}>
                <PlusIcon aria-hidden /> {t.add}
              </Button>
            )}
          />
        </div>
      )}
    </SettingsCard>
  );
}
