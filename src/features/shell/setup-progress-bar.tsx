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
        <Link to="/dashboard/onboarding" className="font-medium hover:underline">
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
      <ul className="flex gap-1" aria-label={nl.shell.progressSteps}>
        {steps.map((step) => (
          <li key={step.key} className="flex flex-1">
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  aria-label={`${nl.onboardingSteps[step.key]}: ${step.done ? nl.onboardingSteps.done : nl.onboardingSteps.todo}`}
                  className={cn(
                    "h-1.5 flex-1 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    step.done ? "bg-primary" : "bg-foreground/15",
                    step.optional && !step.done && "bg-foreground/8",
                  )}
                />
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
