import { useCallback, useMemo, useRef, useState } from "react";

/**
 * A checkbox selection over the rows shown: ids no longer shown (filtered out, deleted)
 * drop out of it, so an action only ever applies to rows the user can see ticked. Ticking
 * a row forgets ticks on rows hidden meanwhile, so clearing a search never brings back a
 * tick the last action left out.
 */
export function useSelection(shownIds: string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const shown = useRef(shownIds);
  shown.current = shownIds;
  const selected = useMemo(() => shownIds.filter((id) => picked.has(id)), [shownIds, picked]);
  const set = useCallback((id: string, on: boolean) => {
    setPicked((prev) => {
      const next = new Set(shown.current.filter((shownId) => prev.has(shownId)));
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return {
    selected,
    all: shownIds.length > 0 && selected.length === shownIds.length,
    some: selected.length > 0,
    has: (id: string) => picked.has(id),
    set,
    setAll: (on: boolean) => setPicked(on ? new Set(shownIds) : new Set()),
    clear: () => setPicked(new Set()),
  };
}
