import { PlusIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { DEFAULT_MAPPINGS } from "../../../common/integrations/default-mappings.ts";
import {
  addMapping,
  cleanMappings,
  MAX_MAPPINGS,
  mappingProblems,
  removeMapping,
  updateMapping,
} from "../../../common/integrations/field-mappings.ts";
import type { FieldMapping, SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { TARGET_COLUMNS } from "../../../common/integrations/target-columns.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Button } from "../../components/ui/button.tsx";
import { TableScroll } from "../../components/ui/table-scroll.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { useMutate } from "../../zero/use-mutate.ts";
import { MappingPreview } from "./mapping-preview.tsx";
import { MappingRow } from "./mapping-row.tsx";
import { ObjectSelect } from "./object-select.tsx";
import type { SyncObjectRow } from "./use-fleks-data.ts";

const t = nl.fleks;

/** Mappings: per object the source → target table, edited and saved with syncObject.update. */
export function MappingsTab(props: { organizationId: string; objects: SyncObjectRow[]; isAdmin: boolean }) {
  const [object, setObject] = useState<SyncObject>("employees");
  const row = props.objects.find((o) => o.object === object);
  return (
    <TitledCard
      title={t.mappingsTitle}
      description={`${t.mappingsDescription} ${t.resyncNotice}`}
      action={<ObjectSelect value={object} onChange={setObject} />}
    >
      {row && <MappingEditor key={row.id} row={row} canEdit={props.isAdmin} />}
      <div className="mt-6 border-t pt-4">
        <MappingPreview organizationId={props.organizationId} object={object} />
      </div>
    </TitledCard>
  );
}

function MappingEditor({ row, canEdit }: { row: SyncObjectRow; canEdit: boolean }) {
  const mutate = useMutate();
  const [rows, setRows] = useState<FieldMapping[]>(row.mappings);
  const [saving, setSaving] = useState(false);
  const targetsId = useId();
  // What is stored changed elsewhere (another tab, another admin): show it.
  const stored = JSON.stringify(row.mappings);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised value stands for row.mappings
  useEffect(() => setRows(row.mappings), [stored]);
  const problems = mappingProblems(rows);
  // Postgres returns each mapping's keys in its own order: compare the cleaned forms.
  const dirty = JSON.stringify(cleanMappings(rows)) !== JSON.stringify(cleanMappings(row.mappings));

  const save = async () => {
    if (problems.some((p) => p !== null)) {
      toast.error(t.validationFailed, { description: t.mappingsInvalid });
      return;
    }
    setSaving(true);
    const res = await mutate(
      mutators.syncObject.update({ id: row.id, mappings: cleanMappings(rows), now: Date.now() }),
    );
    setSaving(false);
    if (res.ok) toast.success(t.mappingsSaved);
    else toast.error(t.saveFailed, { description: res.message });
  };

  return (
    <div className="space-y-3">
      {/* The product's own fields for this object, offered while typing a target. */}
      <datalist id={targetsId}>
        {Object.keys(TARGET_COLUMNS[row.object]).map((target) => (
          <option key={target} value={target} />
        ))}
      </datalist>
      {rows.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <p>{t.noMappings}</p>
          {canEdit && (
            <Button variant="outline" size="sm" onClick={() => setRows(DEFAULT_MAPPINGS[row.object])}>
              {t.loadDefaults}
            </Button>
          )}
        </div>
      ) : (
        <TableScroll>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th className="p-2 font-medium">{t.sourceField}</th>
                <th className="p-2 font-medium">{t.targetField}</th>
                <th className="p-2 font-medium">{t.required}</th>
                <th className="p-2 font-medium">{t.transformer}</th>
                <th className="p-2" />
              </tr>
            </thead>
            <tbody>
              {rows.map((mapping, i) => (
                <MappingRow
                  // Rows have no id of their own; the position is what the user edits.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={i}
                  index={i}
                  row={mapping}
                  problem={problems[i]}
                  targetsId={targetsId}
                  disabled={!canEdit}
                  onChange={(patch) => setRows((r) => updateMapping(r, i, patch))}
                  onRemove={() => setRows((r) => removeMapping(r, i))}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => setRows((r) => addMapping(r))}
            disabled={rows.length >= MAX_MAPPINGS}
          >
            <PlusIcon aria-hidden />
            {t.addMapping}
          </Button>
          <Button onClick={() => void save()} disabled={saving || !dirty}>
            {saving ? t.saving : t.save}
          </Button>
        </div>
      )}
    </div>
  );
}
