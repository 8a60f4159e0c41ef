import { createFileRoute } from "@tanstack/react-router";
import { AnalyticsPage } from "../../features/analytics/analytics-page.tsx";

export const Route = createFileRoute("/dashboard/analytics")({
  component: AnalyticsPage,
});
