import { createFileRoute } from "@tanstack/react-router";
import { AnalyticsPage } from "../../features/analytics/analytics-page.tsx";
import { periodSearch } from "../../features/analytics/period-search.ts";

export const Route = createFileRoute("/dashboard/analytics")({
  validateSearch: periodSearch,
  component: function Analytics() {
    const period = Route.useSearch();
    const navigate = Route.useNavigate();
    // Replace, not push: a period is a view of this one page, not a page of its own. Back
    // leaves Analytics for where the user came from instead of stepping through every
    // period tried on the way (and every day picked in a custom range); the URL still
    // holds the latest choice for a reload, a bookmark or a link.
    return <AnalyticsPage period={period} onPeriod={(search) => void navigate({ search, replace: true })} />;
  },
});
