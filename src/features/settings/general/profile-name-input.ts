import { z } from "zod";

/** The same bounds as mutators.profile.updateName, checked before the write. */
export const profileNameInput = z.object({ full_name: z.string().trim().min(1).max(200) });
