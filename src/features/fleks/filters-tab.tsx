import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { isValidModifiedSince } from "../../../common/integrations/sync-filters.ts";
import type { SyncFilters, SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field, hintId } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { useMutate } from "../../zero/use-mutate.ts";
import { ObjectSelect } from "./object-select.tsx";
import { TagInput } from "./tag-input.tsx";
import type { SyncObjectRow } from "./use-fleks-data.ts";

const t = nl.fleks;
type TagKey = "statuses" | "locations" | "labels";
const TAG_KEYS: TagKey[] = ["statuses", "locations", "labels"];

/** Filters: per object statuses, locations, labels and 'modified since', applied by the next sync. */
export function FiltersTab(props: { objects: SyncObjectRow[]; isAdmin: boolean }) {
  const [object, setObject] = useState<SyncObject>("employees");
  const row = props.objects.find((o) => o.object === object);
  return (
    <TitledCard
      title={t.filtersTitle}
      description={`${t.filtersDescription} ${t.resyncNotice}`}
      action={<ObjectSelect value={object} onChange={setObject} />}
    >
      {row && <FiltersForm key={row.id} row={row} canEdit={props.isAdmin} />}
    </TitledCard>
  );
}

const formOf = (filters: SyncFilters) => ({
  statuses: filters.statuses ?? [],
  locations: filters.locations ?? [],
  labels: filters.labels ?? [],
  modifiedSince: filters.modifiedSince ?? "",
});

function FiltersForm({ row, canEdit }: { row: SyncObjectRow; canEdit: boolean }) {
  const mutate = useMutate();
  const [form, setForm] = useState(() => formOf(row.filters));
  const [saving, setSaving] = useState(false);
  const stored = JSON.stringify(row.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised value stands for row.filters
  useEffect(() => setForm(formOf(row.filters)), [stored]);
  const ids = { statuses: useId(), locations: useId(), labels: useId(), since: useId() };
  const sinceValid = form.modifiedSince.trim() === "" || isValidModifiedSince(form.modifiedSince);

  const save = async () => {
    if (!sinceValid) {
      toast.error(t.validationFailed, { description: t.modifiedSinceInvalid });
      return;
    }
    const since = form.modifiedSince.trim();
    const filters: SyncFilters = {
      ...(form.statuses.length ? { statuses: form.statuses } : {}),
      ...(form.locations.length ? { locations: form.locations } : {}),
      ...(form.labels.length ? { labels: form.labels } : {}),
      ...(since ? { modifiedSince: since } : {}),
    };
    setSaving(true);
    const res = await mutate(mutators.syncObject.update({ id: row.id, filters, now: Date.now() }));
    setSaving(false);
    if (res.ok) toast.success(t.filtersSaved);
    else toast.error(t.saveFailed, { description: res.message });
  };

  return (
    <div className="space-y-4">
      {TAG_KEYS.map((key) => (
        <Field key={key} id={ids[key]} label={t[key]}>
          <TagInput
            id={ids[key]}
            label={t[key]}
            tags={form[key]}
            disabled={!canEdit}
            onChange={(tags) => setForm((f) => ({ ...f, [key]: tags }))}
          />
        </Field>
      ))}
      <Field id={ids.since} label={t.modifiedSince} hint={sinceValid ? t.modifiedSinceHint : t.modifiedSinceInvalid}>
        <Input
          id={ids.since}
          value={form.modifiedSince}
          placeholder="-30d"
          disabled={!canEdit}
          aria-invalid={!sinceValid}
          aria-describedby={hintId(ids.since)}
          onChange={(e) => setForm((f) => ({ ...f, modifiedSince: e.target.value }))}
          className="w-64"
        />
      </Field>
      {canEdit && (
        <Button onClick={() => void save()} disabled={saving}>
          {saving ? t.saving : t.save}
        </Button>
      )}
    </div>
  );
}
