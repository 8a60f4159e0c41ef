import { useEffect, useRef } from "react";

/**
 * Keyboard focus after a document is deleted: its row (and the delete button that had focus)
 * is gone once the list no longer has it, and the confirmation dialog then returned focus to
 * nothing, so a keyboard user was back at the top of the page. It goes to the next row's
 * delete button (else the previous row's), or to the page heading when the list is empty,
 * as after deleting an FAQ. `ids` is the list as shown; call `deleting` before the request
 * and `failed` when it fails (the row stays, and so does focus).
 */
export function useRefocusAfterDelete(ids: readonly string[]) {
  const pending = useRef<{ gone: string; next: string | null } | null>(null);
  useEffect(() => {
    const p = pending.current;
    if (!p || ids.includes(p.gone)) return;
    pending.current = null;
    // After the confirmation dialog's own focus return (a timer), which found its trigger gone.
    setTimeout(() => {
      const row = p.next ? document.querySelector(`[data-document-id="${p.next}"]`) : null;
      const target =
        row?.querySelector<HTMLElement>("[data-document-delete]") ?? document.querySelector<HTMLElement>("main h1");
      if (target && !target.matches("button")) target.setAttribute("tabindex", "-1");
      target?.focus();
    }, 0);
  }, [ids]);
  return {
    deleting(id: string) {
      const at = ids.indexOf(id);
      pending.current = { gone: id, next: ids[at + 1] ?? ids[at - 1] ?? null };
    },
    failed() {
      pending.current = null;
    },
  };
}
