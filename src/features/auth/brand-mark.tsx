import { nl } from "../../../common/i18n/nl.ts";
import { cn } from "../../lib/cn.ts";

/** The product logo (same drawing as public/favicon.svg) with the product name. */
export function BrandMark({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#7A2FF3" />
        <path d="M9 11h14v8H15l-4 4v-4H9z" fill="#fff" />
      </svg>
      {showName && <span>{nl.product.name}</span>}
    </span>
  );
}
