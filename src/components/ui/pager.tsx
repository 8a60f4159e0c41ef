import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "./button.tsx";

const t = nl.common.pager;

/** Which rows of `total` page `page` (from 0) shows, `size` per page; a page past the end shows the last. */
export function pageOf(total: number, page: number, size: number) {
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { page: current, pages, from: current * size, to: Math.min(total, (current + 1) * size) };
}

/** "1–50 van 5.000" with previous and next buttons, for a list too long to render whole. */
export function Pager(props: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const { page, pages, from, to } = pageOf(props.total, props.page, props.size);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.label} className="flex items-center gap-1 text-xs text-muted-foreground">
      <span aria-live="polite">{t.range(from + 1, to, props.total)}</span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.previous}
        disabled={page === 0}
        onClick={() => props.onPage(page - 1)}
      >
        <ChevronLeftIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.next}
        disabled={page === pages - 1}
        onClick={() => props.onPage(page + 1)}
      >
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
