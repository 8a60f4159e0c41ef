import { Link } from "@tanstack/react-router";
import { nl } from "../../../common/i18n/nl.ts";

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted p-6 text-center">
      <h1 className="text-5xl font-bold">{nl.notFound.code}</h1>
      <p className="text-xl text-muted-foreground">{nl.notFound.title}</p>
      <Link to="/" className="text-primary-text underline underline-offset-4 hover:opacity-80">
        {nl.notFound.link}
      </Link>
    </main>
  );
}
