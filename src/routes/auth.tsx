import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AuthPage } from "../features/auth/auth-page.tsx";

const search = z.object({ token: z.string().optional(), error: z.string().optional() });

export const Route = createFileRoute("/auth")({
  validateSearch: search,
  component: function Auth() {
    const { token, error } = Route.useSearch();
    return <AuthPage initialTab="signin" resetToken={token} resetError={error} />;
  },
});
