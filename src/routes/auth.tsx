import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AuthPage } from "../features/auth/auth-page.tsx";

const search = z.object({
  token: z.string().optional(),
  error: z.string().optional(),
  // Coming from an invitation: back there once signed in.
  invitation: z.string().max(100).optional(),
  email: z.string().max(320).optional(),
});

export const Route = createFileRoute("/auth")({
  validateSearch: search,
  component: function Auth() {
    const { token, error, invitation, email } = Route.useSearch();
    // With an invitation, `token` is the invitation link's secret, not a password reset's.
    return invitation ? (
      <AuthPage initialTab="signin" invitation={{ id: invitation, token: token ?? "", email }} />
    ) : (
      <AuthPage initialTab="signin" resetToken={token} resetError={error} />
    );
  },
});
