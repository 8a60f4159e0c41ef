import { createFileRoute } from "@tanstack/react-router";
import { WhatsAppPage } from "../../../features/whatsapp/whatsapp-page.tsx";

export const Route = createFileRoute("/dashboard/integrations/whatsapp")({ component: WhatsAppPage });
