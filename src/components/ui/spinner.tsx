import { Loader2Icon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { cn } from "../../lib/cn.ts";

export function Spinner({ className }: { className?: string }) {
  return (
    <Loader2Icon
      role="status"
      aria-label={nl.common.loading}
      className={cn("size-6 animate-spin text-primary", className)}
    />
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex h-full min-h-screen items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
