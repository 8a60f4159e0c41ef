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

export function FullPageSpinner({ message }: { message?: string } = {}) {
  return (
    <div className="flex h-full min-h-screen flex-col items-center justify-center gap-3" role="status">
      <Spinner className="size-8" />
      {message && <p className="max-w-sm text-center text-sm text-muted-foreground">{message}</p>}
    </div>
  );
}
