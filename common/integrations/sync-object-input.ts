import { z } from "zod";
import { isSensitiveName } from "../privacy/sensitive-names.ts";
import { isValidSchedule, MAX_SCHEDULE_LENGTH } from "./cron.ts";
import { isKnownTransformer, MAX_FIELD_LENGTH, MAX_MAPPINGS } from "./field-mappings.ts";
import { isValidModifiedSince, MAX_TAG_LENGTH, MAX_TAGS } from "./sync-filters.ts";
import { SYNC_DIRECTIONS } from "./sync-kinds.ts";

// What syncObject.update accepts: every field optional (the Sync, Mappings and Filters tabs
// each send their own), each bounded, so one call can never store an unbounded document.

const field = z.string().trim().min(1).max(MAX_FIELD_LENGTH);
const optionalField = z.string().trim().max(MAX_FIELD_LENGTH);

export const fieldMappingSchema = z.strictObject({
  sourceField: optionalField,
  // No mapping may carry a BSN, bank account or ID document number into the product.
  targetField: field.refine((target) => !isSensitiveName(target)),
  required: z.boolean(),
  transformer: z
    .string()
    .max(MAX_FIELD_LENGTH + 200)
    .refine(isKnownTransformer)
    .optional(),
});

const tags = z
  .array(z.string().trim().min(1).max(MAX_TAG_LENGTH))
  .max(MAX_TAGS)
  .refine((list) => new Set(list.map((t) => t.toLowerCase())).size === list.length);

export const syncFiltersSchema = z.strictObject({
  statuses: tags.optional(),
  locations: tags.optional(),
  labels: tags.optional(),
  modifiedSince: z.string().max(40).refine(isValidModifiedSince).optional(),
});

export const syncObjectUpdateInput = z.strictObject({
  id: z.string().min(1).max(100),
  enabled: z.boolean().optional(),
  direction: z.enum(SYNC_DIRECTIONS).optional(),
  schedule: z.string().trim().max(MAX_SCHEDULE_LENGTH).refine(isValidSchedule).optional(),
  // Whether a signed Fleks webhook for this object starts a sync (off: deliveries are 'ignored').
  useWebhooks: z.boolean().optional(),
  mappings: z
    .array(fieldMappingSchema)
    .max(MAX_MAPPINGS)
    // A target named twice would let the second silently overwrite the first.
    .refine((rows) => new Set(rows.map((r) => r.targetField.toLowerCase())).size === rows.length)
    .optional(),
  filters: syncFiltersSchema.optional(),
  now: z.number(),
});
export type SyncObjectUpdate = z.infer<typeof syncObjectUpdateInput>;
