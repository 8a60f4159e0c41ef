import { z } from "zod";
import { SYNC_OBJECTS } from "../../../common/integrations/sync-kinds.ts";

const id = z.union([z.string().min(1).max(200), z.number().int()]);

/**
 * What a Fleks delivery must say after its signature is checked: an event type naming the
 * object ("shift.updated", or `data.object`), and the record(s) it concerns. Other fields
 * pass through and are kept (stripped of personal identifiers) for the payload dialog.
 */
export const webhookPayload = z
  .object({
    type: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z_]+(\.[A-Za-z_]+)*$/),
    timestamp: z.string().max(100).optional(),
    data: z
      .object({
        id: id.optional(),
        ids: z.array(id).max(10_000).optional(),
        object: z.enum(SYNC_OBJECTS).optional(),
      })
      .passthrough(),
  })
  .passthrough();
export type WebhookPayloadInput = z.infer<typeof webhookPayload>;
