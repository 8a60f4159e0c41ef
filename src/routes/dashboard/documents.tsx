import { createFileRoute } from "@tanstack/react-router";
import { DocumentsPage } from "../../features/documents/documents-page.tsx";

export const Route = createFileRoute("/dashboard/documents")({ component: DocumentsPage });
