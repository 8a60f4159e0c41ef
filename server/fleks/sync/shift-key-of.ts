import { applyMappings } from "../../../common/integrations/apply-mappings.ts";
import type { FieldMapping } from "../../../common/integrations/sync-kinds.ts";
import { keyTargetOf } from "../../../common/integrations/target-columns.ts";

/** A Fleks shift record's key (the stored `uuid`) by the object's mappings; null when it has none. */
export function shiftKeyOf(mappings: FieldMapping[]): (record: Record<string, unknown>) => string | null {
  const keyTarget = keyTargetOf("shifts");
  const keyMappings = mappings.filter((m) => m.targetField === keyTarget);
  return (record) => {
    const key = applyMappings(record, keyMappings).values[keyTarget];
    return key === undefined || key === null || key === "" ? null : String(key);
  };
}
