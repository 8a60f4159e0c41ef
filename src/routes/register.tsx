import { createFileRoute } from "@tanstack/react-router";
import { AuthPage } from "../features/auth/auth-page.tsx";

export const Route = createFileRoute("/register")({ component: () => <AuthPage initialTab="signup" /> });
