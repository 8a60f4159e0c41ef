import { Link } from "@tanstack/react-router";
import { nl } from "../../../common/i18n/nl.ts";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip.tsx";
import { cn } from "../../lib/cn.ts";
import { computeSetupProgress } from "../onboarding/setup-progress.ts";
import { useSetupCounts } from "../onboarding/use-setup-counts.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";

/** The sidebar's setup bar: percentage plus five segments with tooltips. */
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
          are presentational, so screen readers never reached the step buttons there. */}
      {/* Each segment is a thin bar in a 24px-high button, just clear of the link's. */}
      <ul className="-mt-0.5 -mb-2 flex gap-1" aria-label={nl.shell.progressSteps}>
        {steps.map((step) => (
          <li key={step.key} className="flex flex-1">
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  aria-label={`${nl.onboardingSteps[step.key]}: ${step.done ? nl.onboardingSteps.done : nl.onboardingSteps.todo}`}
                  className="group flex h-6 min-w-6 flex-1 items-center focus-visible:outline-none"
                >
                  <span
                    aria-hidden
                    className={cn(
                      "h-1.5 w-full rounded-full group-focus-visible:ring-2 group-focus-visible:ring-ring",
                      step.done ? "bg-primary" : "bg-foreground/15",
                      step.optional && !step.done && "bg-foreground/8",
                    )}
                  />
                </button>
              </TooltipTrigger>
              <TooltipContent side="top">
                {nl.onboardingSteps[step.key]} — {step.done ? nl.onboardingSteps.done : nl.onboardingSteps.todo}
              </TooltipContent>
            </Tooltip>
          </li>
        ))}
      </ul>
    </div>
  );
}
