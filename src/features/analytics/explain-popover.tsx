import type { ReactElement, ReactNode } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover.tsx";

/**
 * An explanation that opens from its button: a click, a tap or Enter opens and closes it,
 * Escape closes it. A tooltip opened on hover alone, so a phone never showed it and a
 * keyboard closed it on Enter. `trigger` is the button (its name says what it explains).
 */
export function ExplainPopover(props: { trigger: ReactElement; label: string; testId: string; children: ReactNode }) {
  return (
    <Popover>
      <PopoverTrigger asChild>{props.trigger}</PopoverTrigger>
      <PopoverContent className="max-w-xs space-y-1 p-3 text-sm" aria-label={props.label} data-testid={props.testId}>
        {props.children}
      </PopoverContent>
    </Popover>
  );
}
