import { useQuery } from "@rocicorp/zero/react";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, CheckCircle2Icon, CircleIcon } from "lucide-react";
import { useEffect } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { alreadyCelebrated, markCelebrated } from "./celebrated.ts";
import { fireConfetti } from "./confetti.ts";
import { computeSetupProgress } from "./setup-progress.ts";
import { useSetupCounts } from "./use-setup-counts.ts";

export function OnboardingPage() {
  const { organization } = useCurrentOrganization();
  const { steps, percent, complete } = computeSetupProgress(useSetupCounts(organization));
  const organizationId = organization?.id;
  // A processed document that waits for an admin ('Bevat persoonsgegevens') does not count: say why.
  const [withheld] = useQuery(queries.documents.withheldForSetup({ organizationId: organizationId ?? "" }));
  const enabled = !!organization?.enable_confetti;
  useEffect(() => {
    if (!complete || !enabled || !organizationId || alreadyCelebrated(organizationId)) return;
    const stop = fireConfetti();
    // Remembered once the burst is under way, so an effect React runs twice in development
    // (mount, clean up, mount) still shows it.
    const remember = setTimeout(() => markCelebrated(organizationId), 500);
    return () => {
      clearTimeout(remember);
      stop();
    };
  }, [complete, enabled, organizationId]);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={nl.pages.onboarding} description={nl.onboarding.description} />
      <Card className="mb-6">
        <CardHeader>
          <CardTitle>{nl.onboarding.progressTitle}</CardTitle>
          <CardDescription>
            {nl.onboarding.progressDescription(steps.filter((s) => !s.optional && s.done).length)}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div className="mb-2 flex justify-between text-sm">
            <span>{nl.shell.progress}</span>
            <span className="font-semibold" data-testid="onboarding-percent">
              {percent}%
            </span>
          </div>
          <div
            className="h-2.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={nl.shell.progress}
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${percent}%` }}
            />
          </div>
          {complete && (
            <div className="mt-6 flex flex-wrap gap-3">
              <p className="w-full font-medium">{nl.onboarding.allDone}</p>
              <Button asChild>
                <Link to="/dashboard/inbox">{nl.onboarding.toInbox}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/dashboard/analytics">{nl.onboarding.toAnalytics}</Link>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
      <ol className="space-y-3">
        {steps.map((step, i) => (
          <li key={step.key}>
            <Card
              className={cn("flex items-center gap-4 p-4", step.done && "border-primary/40")}
              data-testid={`setup-step-${step.key}`}
              data-done={step.done}
            >
              {step.done ? (
                <CheckCircle2Icon className="size-6 shrink-0 text-primary" aria-label={nl.onboardingSteps.done} />
              ) : (
                <CircleIcon className="size-6 shrink-0 text-muted-foreground" aria-label={nl.onboardingSteps.todo} />
              )}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2 font-medium">
                  <span>
                    {i + 1}. {nl.onboardingSteps[step.key]}
                  </span>
                  {step.optional && <Badge variant="secondary">{nl.onboarding.optional}</Badge>}
                </div>
                <p className="text-sm text-muted-foreground">{nl.onboarding.stepHelp[step.key]}</p>
                {step.key === "documents" && !step.done && withheld.length > 0 && (
                  <p className="mt-1 text-sm text-amber-700 dark:text-amber-400" data-testid="documents-withheld">
                    {nl.onboarding.documentsWithheld}
                  </p>
                )}
              </div>
              <Button asChild variant={step.done ? "ghost" : "outline"} size="sm">
                <Link to={step.href} search={step.key === "branding" ? { tab: "branding" } : undefined}>
                  {step.done ? nl.onboarding.view : nl.onboarding.start}
                  <ArrowRightIcon aria-hidden />
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
