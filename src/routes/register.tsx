import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AuthPage } from "../features/auth/auth-page.tsx";

// Coming from an invitation: the invited address is filled in, and back there once signed up.
const search = z.object({
  invitation: z.string().max(100).optional(),
  token: z.string().max(100).optional(),
  email: z.string().max(320).optional(),
});

export const Route = createFileRoute("/register")({
  validateSearch: search,
  component: function Register() {
    const { invitation, token, email } = Route.useSearch();
    return (
      <AuthPage
        initialTab="signup"
        invitation={invitation ? { id: invitation, token: token ?? "", email } : undefined}
      />
    );
  },
});
