import { z } from "zod";

// An empty id (no organisation chosen yet) simply matches nothing.
export const orgArgs = z.object({ organizationId: z.string() });
