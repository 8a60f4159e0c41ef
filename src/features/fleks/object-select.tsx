import { nl } from "../../../common/i18n/nl.ts";
import { SYNC_OBJECTS, type SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";

/** Which of the five objects a tab edits. */
export function ObjectSelect({ value, onChange }: { value: SyncObject; onChange: (object: SyncObject) => void }) {
  return (
    <ChoiceSelect<SyncObject>
      aria-label={nl.fleks.object}
      value={value}
      values={SYNC_OBJECTS}
      label={(o) => nl.fleks.objects[o]}
      onChange={(o) => o && onChange(o)}
      className="w-48"
    />
  );
}
