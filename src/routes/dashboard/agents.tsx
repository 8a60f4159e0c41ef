import { createFileRoute } from "@tanstack/react-router";
import { AgentsPage } from "../../features/agents/agents-page.tsx";

export const Route = createFileRoute("/dashboard/agents")({ component: AgentsPage });
