import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { FleksPage, fleksTabs } from "../../features/fleks/fleks-page.tsx";

const search = z.object({ tab: z.enum(fleksTabs).default("setup").catch("setup") });

export const Route = createFileRoute("/dashboard/fleks")({
  validateSearch: search,
  component: function Fleks() {
    const { tab } = Route.useSearch();
    return <FleksPage tab={tab} />;
  },
});
