import { Link } from "@tanstack/react-router";
import { nl } from "../../../common/i18n/nl.ts";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip.tsx";
import { cn } from "../../lib/cn.ts";
import { computeSetupProgress } from "../onboarding/setup-progress.ts";
import { useSetupCounts } from "../onboarding/use-setup-counts.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";

/** The sidebar's setup bar: percentage plus five segments, named for screen readers, with a tooltip on hover. */
export function SetupProgress() {
  const { organization } = useCurrentOrganization();
  const counts = useSetupCounts(organization);
  const { steps, percent } = computeSetupProgress(counts);
  return (
    <div className="px-3" data-testid="setup-progress">
      <div className="mb-1.5 flex items-center justify-between text-xs">
        {/* 24px high (the row stays 16): a target a pointer can hit (WCAG 2.5.8). */}
        <Link to="/dashboard/onboarding" className="-my-1 py-1 font-medium hover:underline">
          {nl.shell.progress}
        </Link>
        <span
          className="text-muted-foreground"
          data-testid="setup-percent"
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={nl.shell.progress}
        >
          {percent}%
        </span>
      </div>
      {/* The steps are a list beside the progressbar, not inside it: a progressbar's children
          are presentational, so screen readers never reached the steps there. They are no
          buttons: pressing one did nothing, and five empty Tab stops sat on every page (the
          link above goes to the onboarding page, where each step links to its screen). The
          segment shows its step on hover; a screen reader reads the step's text. */}
      <ul className="-mt-0.5 -mb-2 flex gap-1" aria-label={nl.shell.progressSteps}>
        {steps.map((step) => (
          <li key={step.key} className="flex flex-1" data-testid={`sidebar-step-${step.key}`} data-done={step.done}>
            <Tooltip>
              <TooltipTrigger asChild>
                <span className="flex h-6 min-w-6 flex-1 items-center">
                  <span
                    aria-hidden
                    className={cn(
                      "h-1.5 w-full rounded-full",
                      step.done ? "bg-primary" : "bg-foreground/15",
                      step.optional && !step.done && "bg-foreground/8",
                    )}
                  />
                  <span className="sr-only">
                    {nl.onboardingSteps[step.key]}: {step.done ? nl.onboardingSteps.done : nl.onboardingSteps.todo}
                  </span>
                </span>
              </TooltipTrigger>
              <TooltipContent side="top" aria-hidden>
                {nl.onboardingSteps[step.key]} — {step.done ? nl.onboardingSteps.done : nl.onboardingSteps.todo}
              </TooltipContent>
            </Tooltip>
          </li>
        ))}
      </ul>
    </div>
  );
}
