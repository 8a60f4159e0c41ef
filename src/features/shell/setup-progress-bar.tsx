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
        <span className="text-muted-foreground" data-testid="setup-percent">
          {percent}%
        </span>
      </div>
      <div
        className="flex gap-1"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={nl.shell.progress}
      >
        {steps.map((step) => (
          <Tooltip key={step.key}>
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
        ))}
      </div>
    </div>
  );
}
