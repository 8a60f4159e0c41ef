import type { ActionOptions } from "../../../common/integrations/sync-kinds.ts";

/**
 * Whether a queued action run was asked the same thing as a new request: the welcome wish
 * (off when left out), whether only Fleks's changes are to be applied, and the chosen platform employees (all when left out; order and
 * repeats do not matter). Only then may the request join that run; otherwise joining would
 * drop the other employees, or the welcome.
 */
export function sameActionOptions(a: ActionOptions | undefined, b: ActionOptions | undefined): boolean {
  return (
    (a?.welcome ?? false) === (b?.welcome ?? false) &&
    (a?.changed ?? false) === (b?.changed ?? false) &&
    uuidsKey(a) === uuidsKey(b)
  );
}

const uuidsKey = (options: ActionOptions | undefined) =>
  options?.uuids?.length ? JSON.stringify([...new Set(options.uuids)].sort()) : "all";
